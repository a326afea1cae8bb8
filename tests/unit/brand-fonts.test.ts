import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromFile } from '@capsizecss/unpack/fs'
import {
  brandTypeface,
  fontFaceCss,
  rangeCodePoints,
  unicodeRangeOf,
} from '../../shared/brand-fonts'
import {
  faceMetricsOf,
  fallbackFamily,
  localFallbackOf,
  withFallback,
} from '../../shared/fallback-faces'
import { loadBrands } from '../../shared/brands'

const { brands } = loadBrands()
const root = join(import.meta.dirname, '..', '..')
const packageLatin = (brand: (typeof brands)[number]) =>
  JSON.parse(
    readFileSync(join(root, 'node_modules', brand.typeface!.package, 'unicode.json'), 'utf8'),
  ).latin as string

/** The tags of the tables a woff2 file holds (the WOFF2 table directory, W3C WOFF2 §5). */
function woff2Tables(file: string): string[] {
  // The tags a directory entry names by index (WOFF2 §5.1, "Known Table Tags").
  const known = [
    'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
    'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
    'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
    'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
    'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
    'Gloc', 'Feat', 'Sill',
  ] // prettier-ignore
  const bytes = readFileSync(file)
  expect(bytes.toString('latin1', 0, 4)).toBe('wOF2')
  let at = 48
  const base128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = bytes[at++]!
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error(`${file}: a length runs past five bytes`)
  }
  return Array.from({ length: bytes.readUInt16BE(12) }, () => {
    const flags = bytes[at++]!
    const tag =
      (flags & 0x3f) === 0x3f ? bytes.toString('latin1', at, (at += 4)) : known[flags & 0x3f]!
    const version = flags >> 6
    base128() // its length
    // A transformed table gives its transformed length too: glyf and loca unless version 3, any
    // other table unless version 0.
    if (['glyf', 'loca'].includes(tag) ? version !== 3 : version !== 0) base128()
    return tag
  })
}

describe('brand typefaces', () => {
  it('reads a unicode-range back as it was written', () => {
    const range = 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F,U+FEFF'
    expect(unicodeRangeOf(rangeCodePoints(range))).toBe(range)
    expect(unicodeRangeOf([0x41, 0x43, 0x42, 0x41])).toBe('U+0041-0043')
    expect(() => rangeCodePoints('U+00ZZ')).toThrow()
  })

  describe.each(brands.filter((brand) => brand.typeface).map((brand) => [brand.id, brand]))(
    '%s',
    (_, brand) => {
      const typeface = brandTypeface(brand)!

      it('serves the package latin file as two slices: latin-basic and the rest, apart', () => {
        const latin = rangeCodePoints(packageLatin(brand))
        for (const weight of new Set(typeface.faces.map((f) => f.weight))) {
          const of = (subset: string) =>
            typeface.faces.find((f) => f.weight === weight && f.subset === subset)!
          const basic = rangeCodePoints(of('latin-basic').unicodeRange)
          const rest = rangeCodePoints(of('latin').unicodeRange)
          expect(basic.filter((point) => rest.includes(point))).toEqual([])
          expect([...basic, ...rest].sort((a, b) => a - b)).toEqual(latin)
          // Each slice is a cut of the package's file: smaller than the file it was cut from.
          for (const face of [of('latin-basic'), of('latin')])
            expect(statSync(face.source).size).toBeLessThan(statSync(face.slice!.from).size)
        }
      })

      it('sets a first screen in its English, Indonesian or Tagalog from latin-basic alone, and in Vietnamese where that is its first language', () => {
        const rangeOf = (subset: string) =>
          rangeCodePoints(typeface.faces.find((f) => f.subset === subset)?.unicodeRange ?? 'U+0')
        const basic = new Set(rangeOf('latin-basic'))
        // Vietnamese's own letters come from the vietnamese file, preloaded beside latin-basic.
        if (brand.languages.default === 'VI')
          for (const point of rangeOf('vietnamese')) basic.add(point)
        const latin = new Set(rangeCodePoints(packageLatin(brand)))
        const firstScreens = ['EN', 'ID', 'TL', ...(brand.languages.default === 'VI' ? ['VI'] : [])]
        for (const language of brand.languages.supported.filter((l) => firstScreens.includes(l))) {
          const catalog = readFileSync(
            join(root, 'src', 'locales-compiled', `${language.toLowerCase()}.core.ts`),
            'utf8',
          )
          const text = catalog + brand.displayName
          const outside = [...new Set(text)].filter(
            (char) =>
              char >= ' ' && latin.has(char.codePointAt(0)!) && !basic.has(char.codePointAt(0)!),
          )
          expect(outside, `${language}: characters the rest of latin would be loaded for`).toEqual(
            [],
          )
        }
      })

      it('cuts its slices without hinting, keeping the outlines and their layout', () => {
        for (const face of typeface.faces.filter((f) => f.slice)) {
          const tables = woff2Tables(face.source)
          expect(tables).toEqual(expect.arrayContaining(['cmap', 'glyf', 'loca', 'GPOS']))
          expect(tables.filter((tag) => ['cvt ', 'fpgm', 'prep', 'hdmx'].includes(tag))).toEqual([])
          // Read from the package's file by the same reader: its outlines and its own tables.
          expect(woff2Tables(face.slice!.from)).toEqual(expect.arrayContaining(['cmap', 'glyf']))
        }
      })

      it('draws its text until the files land with a local face resized to its measures', async () => {
        const { kind, metrics, unicodeRange } = typeface.fallback
        expect(metrics.map((m) => m.weight)).toEqual([
          ...new Set(typeface.faces.map((f) => f.weight)),
        ])
        const css = fontFaceCss(typeface)
        for (const { weight, metrics: own } of metrics) {
          // Measured from the package's latin file of that weight, as the gen step read it.
          const from = typeface.faces.find(
            (f) => f.weight === weight && f.subset === 'latin-basic',
          )!
          expect(own).toEqual(faceMetricsOf(await fromFile(from.slice!.from)))
          const rule = css
            .split('@font-face')
            .find(
              (r) =>
                r.includes(`"${fallbackFamily(typeface.family)}"`) &&
                r.includes(`font-weight: ${weight};`),
            )
          expect(rule, `the fallback face of weight ${weight}`).toBeDefined()
          const local = localFallbackOf(kind, weight)
          expect(rule).toContain(`local("${local.names[0]}")`)
          expect(rule).toContain(`unicode-range: ${unicodeRange};`)
          const percent = (name: string) =>
            Number(rule!.match(new RegExp(`${name}: ([\\d.]+)%`))![1]) / 100
          // Resized, an average letter of the local face is as wide as the typeface's, and its
          // line reaches as high and as low: the words take the room they will take.
          const size = percent('size-adjust')
          expect((size * local.metrics.xWidthAvg) / local.metrics.unitsPerEm).toBeCloseTo(
            own.xWidthAvg / own.unitsPerEm,
            3,
          )
          expect(percent('ascent-override') * size).toBeCloseTo(own.ascent / own.unitsPerEm, 3)
          expect(percent('descent-override') * size).toBeCloseTo(-own.descent / own.unitsPerEm, 3)
        }
      })

      it('leaves to the stack what its typeface does not draw', () => {
        const covered = new Set(rangeCodePoints(typeface.fallback.unicodeRange))
        // Every face's characters, and the small gaps between them: Greek, in none of the faces,
        // is blocks away and left out.
        for (const face of typeface.faces)
          expect(rangeCodePoints(face.unicodeRange).filter((p) => !covered.has(p))).toEqual([])
        expect(covered.has('A'.codePointAt(0)!)).toBe(true)
        expect(covered.has('Ω'.codePointAt(0)!)).toBe(false)
      })

      it('writes its fallback range short: no gap of under 256 code points is left open', () => {
        // The range is in every fallback rule of the first visit's CSS (its budget, 8.5 KB).
        const points = [...new Set(rangeCodePoints(typeface.fallback.unicodeRange))].sort(
          (a, b) => a - b,
        )
        const gaps = points.slice(1).map((point, i) => point - points[i]! - 1)
        expect(gaps.filter((gap) => gap > 0 && gap < 0x100)).toEqual([])
      })

      it("preloads latin-basic in the heading and the body weights, then the default language's own letters in both", () => {
        const own = { VI: 'vietnamese', TH: 'thai' }[brand.languages.default as string]
        const { headingWeight, bodyWeight } = brand.typeface!
        const weights = [headingWeight, bodyWeight].filter(
          (weight, index, all) => weight !== undefined && all.indexOf(weight) === index,
        )
        expect(typeface.preloads.map((face) => `${face.subset} ${face.weight}`)).toEqual(
          ['latin-basic', ...(own ? [own] : [])].flatMap((subset) =>
            weights.map((weight) => `${subset} ${weight}`),
          ),
        )
      })
    },
  )
})

describe('fallback faces', () => {
  it('stands a serif face in for a serif typeface, Arial for the others', () => {
    const kinds = Object.fromEntries(
      brands.map((brand) => [brand.id, brandTypeface(brand)?.fallback.kind]),
    )
    expect(kinds).toMatchObject({ default: 'sans', jade: 'serif', nova: 'sans' })
  })

  it('names the fallback second in a stack its typeface leads, and leaves other stacks alone', () => {
    expect(withFallback('Kanit, system-ui, sans-serif', 'Kanit')).toBe(
      'Kanit, "Kanit Fallback", system-ui, sans-serif',
    )
    expect(withFallback(`'Chakra Petch', Arial`, 'Chakra Petch')).toBe(
      `'Chakra Petch', "Chakra Petch Fallback", Arial`,
    )
    expect(withFallback('Georgia, "Times New Roman", serif', 'Taviraj')).toBe(
      'Georgia, "Times New Roman", serif',
    )
    expect(withFallback('Kanit, sans-serif', undefined)).toBe('Kanit, sans-serif')
  })
})
