import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand, LanguageCode } from '../src/config/brand.types'
import {
  fallbackFaceCss,
  firstFamily,
  isFaceMetrics,
  type FallbackFaces,
} from './fallback-faces.ts'

/** Where packages are installed: the repository's node_modules. */
const modulesDir = () => join(import.meta.dirname, '..', 'node_modules')

/**
 * The subsets a face is served in, in the order their @font-face rules are written. Where ranges
 * overlap the rule written last wins (CSS Fonts 4, unicode-range), so Vietnamese letters that
 * latin-ext also covers (ă, đ, ơ, ư) come from the small vietnamese file, and a Vietnamese page
 * loads latin-basic and vietnamese only. latin-basic and latin are two slices of the
 * package's latin file whose ranges do not meet (latinSlices).
 */
export const fontSubsets = ['latin-ext', 'thai', 'vietnamese', 'latin', 'latin-basic'] as const

type Subset = (typeof fontSubsets)[number]

/**
 * The code points of the `latin-basic` slice: ASCII and the typographic marks the catalogs and the
 * number formats use (no-break spaces, dashes, curly quotes, ellipsis, ×, ·, ‹ ›, €, ™, −, ↑ ↓). The
 * package's latin file is cut in two, as Google Fonts slices its own faces: this slice, which is
 * all a first screen in English, Indonesian or Tagalog sets (Kanit 600, cut without hinting:
 * 7.0 KB of the file's 19.5), and the rest of latin (accented letters, rarer symbols), which a page loads only when it
 * shows one of them. The two slices' ranges do not meet.
 */
const basicLatin = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...[...'\u00a0\u202f©®·×–—‘’“”•…‹›€™−↑↓'].map((mark) => mark.codePointAt(0)!),
]

/**
 * The letters of Latin-1 that Vietnamese writes (à, á, â, ã, è, é, ê, ì, í, ò, ó, ô, õ, ù, ú, ý and
 * their capitals): in the package's latin file, not its vietnamese one. A brand whose first screen
 * is Vietnamese has them in its latin-basic, so that the screen needs latin-basic and vietnamese
 * alone, not the rest of latin too: nova's first visit loads 2 files per weight instead of 3, 6.5 KB
 * less. Elsewhere they would add 0.7 KB per weight to every first visit for the few visitors who
 * choose Vietnamese, who load the rest of latin when they do.
 */
const vietnameseLatin1 = [...'ÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúý'].map((letter) =>
  letter.codePointAt(0)!,
)

/** The code points of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function rangeCodePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`"${part}" is not a unicode-range part`)
    const first = parseInt(match[1]!, 16)
    const last = match[2] ? parseInt(match[2], 16) : first
    return Array.from({ length: last - first + 1 }, (_, i) => first + i)
  })
}

/** A unicode-range of code points: their runs, ascending. */
export function unicodeRangeOf(points: Iterable<number>): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  const sorted = [...new Set(points)].sort((a, b) => a - b)
  const runs: string[] = []
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!
    while (sorted[i + 1] === sorted[i]! + 1) i++
    runs.push(first === sorted[i] ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i]!)}`)
  }
  return runs.join(',')
}

/**
 * The code points of each slice cut from the package's latin file: `latin-basic`'s (those of
 * basicLatin the file covers, and for a brand whose default language is Vietnamese its Latin-1
 * letters) and
 * `latin`'s (the rest of the file's range).
 */
function latinSlices(
  latinRange: string,
  vietnamese: boolean,
): Record<'latin' | 'latin-basic', number[]> {
  const all = rangeCodePoints(latinRange)
  const basic = new Set([...basicLatin, ...(vietnamese ? vietnameseLatin1 : [])])
  return {
    'latin-basic': all.filter((point) => basic.has(point)),
    latin: all.filter((point) => !basic.has(point)),
  }
}

/** Where npm run gen:fonts writes the slices (scripts/gen-fonts.ts): a cache, made again at will. */
export const fontSlicesDir = (modules = modulesDir()) => join(modules, '.cache', 'brand-fonts')

/**
 * How gen:fonts cuts a slice, part of its name so that a slice cut another way is cut again.
 *
 * Slices drop the outlines' hinting instructions (TrueType bytecode that snaps outlines to the
 * pixel grid): Android, iOS and macOS ignore them, Chromium on Windows draws unhinted outlines with
 * DirectWrite's own antialiasing, and Google Fonts serves the same faces unhinted to every platform
 * but Windows. They are most of a small file's bytes — Kanit's latin-basic weighs 7.0 KB instead of
 * 12.6, Taviraj's 8.5 instead of 14.6 (Chakra Petch ships unhinted) — and the first screen waits
 * for them: default's Home paints its banner about 70 ms sooner in Lighthouse (docs/performance.md).
 */
export const sliceCut = 'unhinted'

/** A file cut from a package's woff2 file: the code points it keeps, and where it is written. */
export interface FontSlice {
  /** The package's woff2 file. */
  from: string
  points: number[]
  /** The slice's file, named by a hash of its source's content and its code points. */
  path: string
}

/** The subset a language's text needs beside latin. */
const languageSubset: Partial<Record<LanguageCode, (typeof fontSubsets)[number]>> = {
  TH: 'thai',
  VI: 'vietnamese',
}

const subsetsOfLanguages = (brand: Brand) =>
  brand.languages.supported.flatMap((language) => languageSubset[language] ?? [])

/** One @font-face of a brand's typeface: a weight in a subset, and the file the build serves. */
export interface FontFace {
  family: string
  weight: number
  subset: Subset
  unicodeRange: string
  /** The woff2 file: in the package, or the slice cut from it (FontSlice). */
  source: string
  /** Set for a slice: what npm run gen:fonts cuts, and from what. */
  slice?: FontSlice
  /** The file's name in the build's assets/fonts/, with a hash of its content. */
  fileName: string
}

/** A brand's typeface as the build serves it; null for a brand with none (system fonts). */
export interface BrandTypeface {
  family: string
  faces: FontFace[]
  /**
   * The faces a shell preloads, latin-basic first: latin-basic at the heading weight, then at the
   * body weight, and, where the brand's default language has letters of its own (Vietnamese,
   * Thai), that subset's file at the heading weight, then at the body weight (Vietnamese's Latin-1
   * letters, à, é, ô, are in latin-basic then: vietnameseLatin1). Without them, the header's words
   * swap face after the first paint, and the header moves.
   */
  preloads: FontFace[]
  /**
   * What the text is drawn with until the faces have loaded (shared/fallback-faces.ts): its
   * measures per weight are read only with the cut slices (brandTypeface), none before.
   */
  fallback: FallbackFaces
}

/** A face's measures, read by npm run gen:fonts from the package's latin file of a weight. */
export interface MetricsJob {
  from: string
  path: string
}

/** The URL folder the fonts are served from: hashed names, cached as the other assets are. */
export const fontAssetBase = '/assets/fonts/'

interface PackageFacts {
  family: string
  /** The package's category: "serif" falls back to a serif face. */
  category: string
  weights: number[]
  subsets: string[]
  ranges: Record<string, string>
  dir: string
}

function readPackage(name: string, modules: string): PackageFacts | string {
  const dir = join(modules, name)
  if (!existsSync(join(dir, 'metadata.json'))) return `package "${name}" is not installed`
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
    family?: string
    category?: string
    weights?: number[]
    subsets?: string[]
  }
  const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >
  if (!meta.family) return `package "${name}" names no family in metadata.json`
  return {
    family: meta.family,
    category: meta.category ?? '',
    weights: meta.weights ?? [],
    subsets: meta.subsets ?? [],
    ranges,
    dir,
  }
}

const weightsOf = (brand: Brand): number[] => {
  const t = brand.typeface
  if (!t) return []
  const weights: number[] = [t.headingWeight]
  if (t.bodyWeight !== undefined && t.bodyWeight !== t.headingWeight) weights.push(t.bodyWeight)
  return weights.sort((a, b) => a - b)
}

/**
 * What a schema cannot say about brand.json's typeface: the package is a dependency and installed,
 * ships the weights and the subsets of the brand's languages, and the theme's stacks name it.
 */
export function typefaceProblems(
  brand: Brand,
  modules = modulesDir(),
): { pointer: string; message: string }[] {
  const t = brand.typeface
  if (!t) return []
  const problems: { pointer: string; message: string }[] = []
  const manifest = JSON.parse(readFileSync(join(modules, '..', 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  if (!manifest.dependencies?.[t.package])
    problems.push({
      pointer: '/typeface/package',
      message: `"${t.package}" is not a dependency in package.json`,
    })
  const facts = readPackage(t.package, modules)
  if (typeof facts === 'string')
    return [...problems, { pointer: '/typeface/package', message: facts }]
  for (const [key, weight] of [
    ['headingWeight', t.headingWeight],
    ['bodyWeight', t.bodyWeight],
  ] as const) {
    if (weight !== undefined && !facts.weights.includes(weight))
      problems.push({
        pointer: `/typeface/${key}`,
        message: `${t.package} has no weight ${weight} (it has ${facts.weights.join(', ')})`,
      })
  }
  const needed = new Set(['latin', ...subsetsOfLanguages(brand)])
  for (const subset of needed)
    if (!facts.subsets.includes(subset))
      problems.push({
        pointer: '/typeface/package',
        message: `${t.package} has no ${subset} subset, which the brand's languages need`,
      })
  for (const theme of ['light', 'dark'] as const) {
    const { fonts } = brand.theme[theme]
    if (firstFamily(fonts.heading) !== facts.family)
      problems.push({
        pointer: `/theme/${theme}/fonts/heading`,
        message: `must name the typeface "${facts.family}" first`,
      })
    const bodyNames = firstFamily(fonts.body) === facts.family
    if (bodyNames && t.bodyWeight === undefined)
      problems.push({
        pointer: `/theme/${theme}/fonts/body`,
        message: `names "${facts.family}" but /typeface/bodyWeight is not set`,
      })
    if (!bodyNames && t.bodyWeight !== undefined)
      problems.push({
        pointer: `/theme/${theme}/fonts/body`,
        message: `must name the typeface "${facts.family}" first, as /typeface/bodyWeight is set`,
      })
  }
  return problems
}

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/**
 * The sha-256 of a font file, read once per process: a build asks for a brand's faces three times
 * (its shell, its theme.css, the files it copies), and a hundred brands share three typefaces. A
 * font package upgraded under a running dev server needs a restart, as Vite's own dependencies do.
 */
const fileHashes = new Map<string, string>()
function fileHash(path: string): string {
  let hash = fileHashes.get(path)
  if (hash === undefined) fileHashes.set(path, (hash = hashOf(readFileSync(path))))
  return hash
}

/** The faces of a brand's typeface, with the names the build gives their files. */
export function brandTypeface(brand: Brand, modules = modulesDir()): BrandTypeface | null {
  return typefaceOf(brand, modules, true)
}

/** The slices a brand's typeface is served in, for npm run gen:fonts to cut. */
export function brandFontSlices(brand: Brand, modules = modulesDir()): FontSlice[] {
  return typefaceOf(brand, modules, false)?.faces.flatMap((face) => face.slice ?? []) ?? []
}

/** The measures of a brand's typeface, one file per weight, for npm run gen:fonts to read. */
export function brandFontMetrics(brand: Brand, modules = modulesDir()): MetricsJob[] {
  const typeface = typefaceOf(brand, modules, false)
  if (!typeface) return []
  return weightsOf(brand).map((weight) =>
    metricsJob(latinFile(typeface.family, typeface.faces, weight), modules),
  )
}

/** The package's latin file of a weight: what a fallback is measured against. */
function latinFile(family: string, faces: FontFace[], weight: number): string {
  const face = faces.find((f) => f.weight === weight && f.subset === 'latin-basic')
  if (!face) throw new Error(`${family}: no latin face of weight ${weight}`)
  return face.slice?.from ?? face.source
}

/**
 * The file a face's measures are kept in: named by the font file and the reader's version, so that
 * a font package or @capsizecss/unpack upgraded is measured again.
 */
const metricsJob = (from: string, modules: string): MetricsJob => {
  const reader = JSON.parse(
    readFileSync(join(modules, '@capsizecss', 'unpack', 'package.json'), 'utf8'),
  ) as { version: string }
  const key = hashOf(`${fileHash(from)}:unpack ${reader.version}`).slice(0, 16)
  return { from, path: join(fontSlicesDir(modules), `metrics-${key}.json`) }
}

/**
 * The typeface's faces. Only with `sliced` are the slices' files read (they must have been cut):
 * without it the faces name no file (fileName is empty), for the step that cuts them.
 */
function typefaceOf(brand: Brand, modules: string, sliced: boolean): BrandTypeface | null {
  const t = brand.typeface
  if (!t) return null
  const facts = readPackage(t.package, modules)
  if (typeof facts === 'string') throw new Error(`brands/${brand.id}: ${facts}`)
  // Latin and latin-ext (₱, ₫ and the accents of Tagalog or Indonesian names) for every brand;
  // thai and vietnamese for a brand that offers those languages.
  const needed = new Set<string>(['latin', 'latin-ext', ...subsetsOfLanguages(brand)])
  const faces: FontFace[] = []
  const packageName = facts.dir.split('/').pop()
  for (const weight of weightsOf(brand)) {
    for (const subset of fontSubsets) {
      // latin-basic and latin are both cut from the package's latin file (latinSlices).
      const packageSubset = subset === 'latin-basic' ? 'latin' : subset
      const packageRange = facts.ranges[packageSubset]
      if (!facts.subsets.includes(packageSubset) || !packageRange || !needed.has(packageSubset))
        continue
      const base = `${packageName}-${subset}-${weight}-normal`
      const packageFile = join(
        facts.dir,
        'files',
        `${packageName}-${packageSubset}-${weight}-normal.woff2`,
      )
      if (!existsSync(packageFile)) throw new Error(`brands/${brand.id}: ${packageFile} is missing`)
      let unicodeRange = packageRange
      let source = packageFile
      let slice: FontSlice | undefined
      if (packageSubset === 'latin') {
        const points = latinSlices(packageRange, brand.languages.default === 'VI')[
          subset as 'latin' | 'latin-basic'
        ]
        const key = hashOf(`${fileHash(packageFile)}:${points.join(',')}:${sliceCut}`).slice(0, 16)
        source = join(fontSlicesDir(modules), `${base}-${key}.woff2`)
        slice = { from: packageFile, points, path: source }
        unicodeRange = unicodeRangeOf(points)
        if (sliced && !existsSync(source))
          throw new Error(
            `brands/${brand.id}: the font slice ${source} is missing; run npm run gen:fonts`,
          )
      }
      faces.push({
        family: facts.family,
        weight,
        subset,
        unicodeRange,
        source,
        ...(slice ? { slice } : {}),
        fileName: sliced ? `${base}-${fileHash(source).slice(0, 8)}.woff2` : '',
      })
    }
  }
  const headingFaces = faces.filter((f) => f.weight === t.headingWeight)
  const latin = headingFaces.find((f) => f.subset === 'latin-basic')
  if (!latin) throw new Error(`brands/${brand.id}: no latin face of weight ${t.headingWeight}`)
  const ownSubset = languageSubset[brand.languages.default]
  const own = ownSubset ? headingFaces.find((f) => f.subset === ownSubset) : undefined
  // The body weight's file of those letters too: the first screen's text asks for it only once
  // it is laid out, after the first answers, and Lighthouse's simulation then counts a round trip
  // more before the largest paint (nova's /rng: LCP 1,807 -> 1,739 ms, medians of 5 rounds of
  // npm run lighthouse:ab). Its latin-basic file is asked for at the first layout, beside the
  // scripts, without a preload.
  const ownBody = ownSubset
    ? faces.find((f) => f.weight === t.bodyWeight && f.subset === ownSubset && f !== own)
    : undefined
  // And latin-basic at the body weight: the first screen renders with the first answers the shell
  // carries, no round trip after the scripts, and a file first asked for at that layout came after
  // it: the header's words (its navigation, the member's name) swapped face after the first paint
  // and the header moved (tests/e2e/brand/header.spec.ts, 3 runs in 16 at 1280 px).
  const latinBody = faces.find(
    (f) => f.weight === t.bodyWeight && f.subset === 'latin-basic' && f !== latin,
  )
  return {
    family: facts.family,
    faces,
    preloads: [latin, latinBody, own, ownBody].filter((f) => f !== undefined),
    fallback: fallbackOf(brand, facts, faces, sliced ? modules : null),
  }
}

/**
 * A typeface's fallback faces: a serif one for a package of the serif category, over every
 * character its faces cover; with `modules`, the measures npm run gen:fonts kept.
 */
function fallbackOf(
  brand: Brand,
  facts: PackageFacts,
  faces: FontFace[],
  modules: string | null,
): FallbackFaces {
  // The faces' characters, with the small gaps between them filled: the range is written into
  // every fallback rule of the first visit's CSS, and its exact form was 250 characters (the
  // scripts it leaves out, Greek or Cyrillic, are blocks away).
  const points = [...new Set(faces.flatMap((face) => rangeCodePoints(face.unicodeRange)))].sort(
    (a, b) => a - b,
  )
  const covered = points.flatMap((point, index) => {
    const next = points[index + 1]
    const gap = next === undefined ? 0 : next - point - 1
    return gap > 0 && gap < 0x100 ? Array.from({ length: gap + 1 }, (_, i) => point + i) : [point]
  })
  const measured = (weight: number) => {
    const { path } = metricsJob(latinFile(facts.family, faces, weight), modules!)
    const kept: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
    if (!isFaceMetrics(kept))
      throw new Error(`brands/${brand.id}: ${path} is missing; run npm run gen:fonts`)
    return { weight, metrics: kept }
  }
  return {
    family: facts.family,
    kind: facts.category === 'serif' ? 'serif' : 'sans',
    metrics: modules ? weightsOf(brand).map(measured) : [],
    unicodeRange: unicodeRangeOf(covered),
  }
}

/**
 * The @font-face rules of a typeface: its fallback's, then its own (woff2 only, each subset with
 * its unicode-range, swap).
 */
export function fontFaceCss(typeface: BrandTypeface): string {
  return fallbackFaceCss(typeface.fallback) + typefaceFaceCss(typeface)
}

/** The typeface's own @font-face rules. */
function typefaceFaceCss(typeface: BrandTypeface): string {
  return typeface.faces
    .map(
      (f) =>
        `@font-face {\n  font-family: "${f.family}";\n  font-weight: ${f.weight};\n` +
        `  font-display: swap;\n  src: url("${fontAssetBase}${f.fileName}") format("woff2");\n` +
        `  unicode-range: ${f.unicodeRange};\n}\n`,
    )
    .join('')
}
