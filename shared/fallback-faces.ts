import { createFontStack } from '@capsizecss/core'
import type { Font } from '@capsizecss/unpack'

/**
 * What a brand's text is drawn with until its typeface's files have landed: a local face of the
 * typeface's kind, resized to the typeface's measures (fallbackFaceCss), named second in the
 * theme's stacks (withFallback). The measures are read by npm run gen:fonts (shared/brand-fonts.ts
 * says which file, and where they are kept).
 */

/** A face's measures, as @capsizecss/unpack reads them from its file (font units). */
export interface FaceMetrics {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  /** The average width of a latin letter, weighted by how often English writes it. */
  xWidthAvg: number
}

/** The local face a typeface falls back to: its package's category, serif or not. */
export type FallbackKind = 'sans' | 'serif'

/** A typeface's fallback: its kind, its measures per weight, and the characters it covers. */
export interface FallbackFaces {
  family: string
  kind: FallbackKind
  metrics: { weight: number; metrics: FaceMetrics }[]
  /**
   * The typeface's own characters: a character it lacks is drawn by the stack's next family, as
   * it would be once the files have landed, not by the resized local face.
   */
  unicodeRange: string
}

/**
 * The local faces, and their measures (@capsizecss/metrics 4.3.0: arial, timesNewRoman, regular and
 * 700). Liberation Sans and Serif, what Linux has in their place, are made to the same measures
 * (read from Debian's fonts-liberation with @capsizecss/unpack: the same figures). A device with
 * none of them (Android has neither) draws the theme's stack as before.
 */
export const localFallbacks: Record<
  FallbackKind,
  Record<'regular' | 'bold', { names: string[]; metrics: FaceMetrics }>
> = {
  sans: {
    regular: {
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
    },
    bold: {
      names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
    },
  },
  serif: {
    regular: {
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
    },
    bold: {
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
      ],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
    },
  },
}

/** The local face that stands in for a weight: the bold one from 600. */
export const localFallbackOf = (kind: FallbackKind, weight: number) =>
  localFallbacks[kind][weight >= 600 ? 'bold' : 'regular']

/** A face's measures from what @capsizecss/unpack read of its file. */
export const faceMetricsOf = (read: Font): FaceMetrics => ({
  ascent: read.ascent,
  descent: read.descent,
  lineGap: read.lineGap,
  unitsPerEm: read.unitsPerEm,
  xWidthAvg: read.xWidthAvg,
})

/** Whether a kept file holds a face's measures (a file of another shape is measured again). */
export const isFaceMetrics = (value: unknown): value is FaceMetrics =>
  typeof value === 'object' &&
  value !== null &&
  (['ascent', 'descent', 'lineGap', 'unitsPerEm', 'xWidthAvg'] as const).every((key) =>
    Number.isFinite((value as Record<string, unknown>)[key]),
  )

/** The family of a typeface's fallback faces, named second in the theme's stacks (withFallback). */
export const fallbackFamily = (family: string) => `${family} Fallback`

/** The first family of a CSS font stack, unquoted. */
export const firstFamily = (stack: string) =>
  (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '')

/** A theme's font stack with the typeface's fallback after it, where the stack names it first. */
export function withFallback(stack: string, family: string | undefined): string {
  if (!family || firstFamily(stack) !== family) return stack
  const [first, ...rest] = stack.split(',')
  return [first, ` "${fallbackFamily(family)}"`, ...rest].join(',')
}

/**
 * The fallback's @font-face rules: per weight, the local face resized to the typeface's average
 * letter width, with its ascent and descent (capsize's createFontStack computes the overrides).
 * Text drawn with it takes the room the typeface's will: when the files land the words do not
 * rewrap nor move (a delayed font moved Home's rows by 3–6 px, 0.005 of layout shift).
 */
export function fallbackFaceCss(fallback: FallbackFaces): string {
  return fallback.metrics
    .map(({ weight, metrics }) => {
      const local = localFallbackOf(fallback.kind, weight)
      const { fontFaces } = createFontStack(
        [
          { familyName: fallback.family, ...metrics },
          { familyName: local.names[0]!, ...local.metrics },
        ],
        { fontFaceFormat: 'styleObject' },
      )
      const face = fontFaces[0]!['@font-face']
      const overrides = [
        ['size-adjust', face.sizeAdjust],
        ['ascent-override', face.ascentOverride],
        ['descent-override', face.descentOverride],
        ['line-gap-override', face.lineGapOverride],
      ].filter(([, value]) => value !== undefined)
      return (
        `@font-face {\n  font-family: "${fallbackFamily(fallback.family)}";\n` +
        `  font-weight: ${weight};\n` +
        `  src: ${local.names.map((name) => `local("${name}")`).join(', ')};\n` +
        overrides.map(([name, value]) => `  ${name}: ${value};\n`).join('') +
        `  unicode-range: ${fallback.unicodeRange};\n}\n`
      )
    })
    .join('')
}
