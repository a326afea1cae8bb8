import type { Brand, ThemeName } from './brand.types'

type ColorToken = keyof Brand['theme']['light']['colors']

/** WCAG 2.x AA: 4.5:1 for body text (the portal's text is mostly small). */
export const minimumTextContrast = 4.5

/** A colour token, or a fixed #hex the stylesheets write on a token (black on accent). */
type Ink = ColorToken | `#${string}`

/**
 * The pairs the stylesheets put text on: [text, background token]. Taken from the `color:` /
 * `background:` pairs in src/**\/*.css.ts; a pair added there belongs here too. Badges on danger
 * and success write the background colour, which the danger/success pairs already cover.
 */
export const textPairs: readonly (readonly [Ink, ColorToken])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'surfaceRaised'],
  ['onPrimary', 'primary'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['#000000', 'accent'],
]

/** #rgb or #rrggbb (an alpha part is ignored) -> [r, g, b] in 0..255, or undefined. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{1,2})?$/i.exec(hex.trim())
  if (!match) return undefined
  const digits = match[1]!
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The WCAG contrast ratio of two #hex colours (1 to 21), or undefined if either is not #hex. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseHex(foreground)
  const bg = parseHex(background)
  if (!fg || !bg) return undefined
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** One token pair of a theme whose text would be hard to read. */
export interface ContrastWarning {
  theme: ThemeName
  pointer: string
  foreground: Ink
  background: ColorToken
  ratio: number
  message: string
}

/**
 * The text/background token pairs of each theme below 4.5:1, each with a message naming the
 * brand, the theme, the pair, both colours and the ratio. A warning, not an error: an operator
 * may accept it, but the portal's accessibility gate would report the screens that use the pair.
 */
export function contrastWarnings(brand: Brand): ContrastWarning[] {
  const warnings: ContrastWarning[] = []
  for (const theme of ['light', 'dark'] as const) {
    const colors = brand.theme[theme].colors
    for (const [foreground, background] of textPairs) {
      const ink = foreground.startsWith('#') ? foreground : colors[foreground as ColorToken]
      const ratio = contrastRatio(ink, colors[background])
      if (ratio === undefined || ratio >= minimumTextContrast) continue
      const shown = Math.floor(ratio * 100) / 100
      const named = foreground.startsWith('#') ? background : foreground
      warnings.push({
        theme,
        pointer: `/theme/${theme}/colors/${named}`,
        foreground,
        background,
        ratio: shown,
        message:
          `brand "${brand.id}", ${theme} theme: ${foreground.startsWith('#') ? 'text' : foreground} ${ink} on ` +
          `${background} ${colors[background]} has contrast ${shown.toFixed(2)}:1, below ` +
          `${minimumTextContrast}:1 (WCAG AA text)`,
      })
    }
  }
  return warnings
}
