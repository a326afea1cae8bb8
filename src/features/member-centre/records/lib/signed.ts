/** Whether a figure is a gain, a loss or neither, for its colour. */
export type Tone = 'positive' | 'negative' | 'zero'

/** The tone of a signed amount in minor units. */
export function toneOf(minor: number): Tone {
  return minor > 0 ? 'positive' : minor < 0 ? 'negative' : 'zero'
}

/**
 * A signed amount as text: a gain carries "+", a loss "-" (from the money formatter), zero none;
 * the sign is there so that a win or a loss never depends on colour alone.
 */
export function signedText(minor: number, money: (minor: number) => string): string {
  return minor > 0 ? `+${money(minor)}` : money(minor)
}
