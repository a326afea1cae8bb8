/**
 * Whether a Zalo label is the phone number of a Zalo account, as the platform accepts it
 * (member.updateProfile): 8 to 15 digits after an optional +, spaces, dots, dashes and brackets
 * ignored. An empty label is no number and clears the label.
 */
export const isZaloNumber = (text: string) =>
  /^\+?[0-9]{8,15}$/.test(text.trim().replace(/[\s.()-]/g, ''))
