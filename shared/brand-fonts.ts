import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand, LanguageCode } from '../src/config/brand.types'

/** Where packages are installed: the repository's node_modules. */
const modulesDir = () => join(import.meta.dirname, '..', 'node_modules')

/**
 * The subsets a face is served in, in the order their @font-face rules are written. Where ranges
 * overlap the rule written last wins (CSS Fonts 4, unicode-range), so Vietnamese letters that
 * latin-ext also covers (ă, đ, ơ, ư) come from the small vietnamese file, and a Vietnamese page
 * loads latin and vietnamese only.
 */
export const fontSubsets = ['latin-ext', 'thai', 'vietnamese', 'latin'] as const

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
  subset: string
  unicodeRange: string
  /** The woff2 file in the package. */
  source: string
  /** The file's name in the build's assets/fonts/, with a hash of its content. */
  fileName: string
}

/** A brand's typeface as the build serves it; null for a brand with none (system fonts). */
export interface BrandTypeface {
  family: string
  faces: FontFace[]
  /**
   * The faces a shell preloads, latin first: the heading weight's latin file and, where the brand's
   * default language has letters of its own (Vietnamese, Thai), that subset's file at the heading
   * weight. Without it the header's words in that language swap face after the first paint, and
   * the header moves.
   */
  preloads: FontFace[]
}

/** The URL folder the fonts are served from: hashed names, cached as the other assets are. */
export const fontAssetBase = '/assets/fonts/'

interface PackageFacts {
  family: string
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
    weights: meta.weights ?? [],
    subsets: meta.subsets ?? [],
    ranges,
    dir,
  }
}

/** The first family of a CSS font stack, unquoted. */
export const firstFamily = (stack: string) =>
  (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '')

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

/** The faces of a brand's typeface, with the names the build gives their files. */
export function brandTypeface(brand: Brand, modules = modulesDir()): BrandTypeface | null {
  const t = brand.typeface
  if (!t) return null
  const facts = readPackage(t.package, modules)
  if (typeof facts === 'string') throw new Error(`brands/${brand.id}: ${facts}`)
  // Latin and latin-ext (₱, ₫ and the accents of Tagalog or Indonesian names) for every brand;
  // thai and vietnamese for a brand that offers those languages.
  const needed = new Set<string>(['latin', 'latin-ext', ...subsetsOfLanguages(brand)])
  const faces: FontFace[] = []
  for (const weight of weightsOf(brand)) {
    for (const subset of fontSubsets) {
      const unicodeRange = facts.ranges[subset]
      if (!facts.subsets.includes(subset) || !unicodeRange || !needed.has(subset)) continue
      const base = `${facts.dir.split('/').pop()}-${subset}-${weight}-normal`
      const source = join(facts.dir, 'files', `${base}.woff2`)
      if (!existsSync(source)) throw new Error(`brands/${brand.id}: ${source} is missing`)
      const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 8)
      faces.push({
        family: facts.family,
        weight,
        subset,
        unicodeRange,
        source,
        fileName: `${base}-${hash}.woff2`,
      })
    }
  }
  const headingFaces = faces.filter((f) => f.weight === t.headingWeight)
  const latin = headingFaces.find((f) => f.subset === 'latin')
  if (!latin) throw new Error(`brands/${brand.id}: no latin face of weight ${t.headingWeight}`)
  const ownSubset = languageSubset[brand.languages.default]
  const own = ownSubset ? headingFaces.find((f) => f.subset === ownSubset) : undefined
  return { family: facts.family, faces, preloads: own ? [latin, own] : [latin] }
}

/** The @font-face rules of a typeface: woff2 only, each subset with its unicode-range, swap. */
export function fontFaceCss(typeface: BrandTypeface): string {
  return typeface.faces
    .map(
      (f) =>
        `@font-face {\n  font-family: "${f.family}";\n  font-weight: ${f.weight};\n` +
        `  font-display: swap;\n  src: url("${fontAssetBase}${f.fileName}") format("woff2");\n` +
        `  unicode-range: ${f.unicodeRange};\n}\n`,
    )
    .join('')
}
