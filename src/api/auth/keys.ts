/**
 * Query keys of the auth domain. A challenge (slider, image captcha) is good once: its key carries
 * the form that shows it and the round, so that each form has its own and a new round a new one.
 */
export const authKeys = {
  all: ['auth'] as const,
  /** A slider challenge of one form, one round. */
  slider: (form: string, round: number) => [...authKeys.all, 'slider', form, round] as const,
  /** An image captcha of one form, one round. */
  captcha: (form: string, round: number) => [...authKeys.all, 'captcha', form, round] as const,
  /** Whether an affiliate (invitation) code is valid. */
  affiliateCheck: (code: string) => [...authKeys.all, 'affiliateCheck', code] as const,
}
