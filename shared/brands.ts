import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Ajv, { type ErrorObject } from 'ajv'
import { contrastWarnings } from '../src/config/brand-contrast'
import type { Brand } from '../src/config/brand.types'
import { typefaceProblems } from './brand-fonts'
import { checkLanguageCatalogs } from './brand-languages'
import { checkMessageOverrides } from './brand-messages'

/** Where brand folders live; BRANDS_DIR overrides it (tests point it at a temporary folder). */
export const brandsDir = () => process.env.BRANDS_DIR ?? join(process.cwd(), 'brands')

/** Where the build goes; DIST_DIR overrides it. */
export const distDir = () => process.env.DIST_DIR ?? join(process.cwd(), 'dist')

/** The schema folder of this repository. */
export const schemasDir = () => join(import.meta.dirname, '..', 'schemas')

/** Brand ids: every folder under brands/ that does not start with an underscore. */
export function listBrandIds(dir = brandsDir()): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
}

export interface BrandProblem {
  file: string
  pointer: string
  message: string
}

/** One line per problem, as operators read it: `brands/<id>/brand.json: <pointer>: <message>`. */
export const formatProblem = (p: BrandProblem) => `${p.file}: ${p.pointer || '/'}: ${p.message}`

let validator: ReturnType<Ajv['compile']> | undefined
function brandValidator() {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false })
    const schema: unknown = JSON.parse(
      readFileSync(join(schemasDir(), 'brand.schema.json'), 'utf8'),
    )
    validator = ajv.compile(schema as object)
  }
  return validator
}

function describe(e: ErrorObject): BrandProblem['message'] {
  if (e.keyword === 'additionalProperties') {
    return `unknown property "${String(e.params.additionalProperty)}"`
  }
  if (e.keyword === 'required')
    return `missing required property "${String(e.params.missingProperty)}"`
  if (e.keyword === 'enum') return `must be one of ${JSON.stringify(e.params.allowedValues)}`
  if (e.keyword === 'const') return `must be ${JSON.stringify(e.params.allowedValue)}`
  return e.message ?? e.keyword
}

/** Checks one brand folder: the schema, then the rules a schema cannot say. */
export function checkBrand(id: string, dir = brandsDir(), label = `brands/${id}/brand.json`) {
  const problems: BrandProblem[] = []
  const add = (pointer: string, message: string) => problems.push({ file: label, pointer, message })
  const path = join(dir, id, 'brand.json')
  if (!existsSync(path)) {
    add('', 'file is missing')
    return { problems }
  }
  let data: unknown
  try {
    data = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    add('', `not valid JSON: ${(error as Error).message}`)
    return { problems }
  }
  const validate = brandValidator()
  if (!validate(data)) {
    for (const e of validate.errors ?? []) {
      const pointer =
        e.keyword === 'required'
          ? `${e.instancePath}/${String(e.params.missingProperty)}`
          : e.instancePath
      const where =
        e.keyword === 'additionalProperties'
          ? `${e.instancePath}/${String(e.params.additionalProperty)}`
          : pointer
      add(where, describe(e))
    }
    return { problems }
  }
  const brand = data as Brand
  if (brand.id !== id) add('/id', `must equal the folder name "${id}"`)
  const { languages } = brand
  if (!languages.supported.includes(languages.default)) {
    add('/languages/default', `"${languages.default}" is not in /languages/supported`)
  }
  if (languages.supported.includes('TY') && !languages.names?.TY) {
    add('/languages/names/TY', 'a brand that supports TY must name it')
  }
  problems.push(...checkLanguageCatalogs(brand, dir, label))
  const files: [string, string][] = [
    ['/theme/favicon', brand.theme.favicon],
    ['/theme/light/logo', brand.theme.light.logo],
    ['/theme/dark/logo', brand.theme.dark.logo],
    ...brand.footer.vendorLogos.flatMap((v, i): [string, string][] =>
      v.logo ? [[`/footer/vendorLogos/${i}/logo`, v.logo]] : [],
    ),
  ]
  for (const [pointer, file] of files) {
    if (!existsSync(join(dir, id, file))) add(pointer, `file "${file}" is not in brands/${id}/`)
  }
  for (const p of typefaceProblems(brand)) add(p.pointer, p.message)
  problems.push(...checkMessageOverrides(brand, dir))
  return { problems, brand: problems.length ? undefined : brand }
}

const contentHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

/**
 * A brand that still ships the template's drawing as its logo or favicon (`brand:new` copies them):
 * it works, so it is a warning, but the site then wears no identity of its own.
 */
export function templateAssetWarnings(brand: Brand, dir = brandsDir()): BrandProblem[] {
  const template = join(dir, '_template')
  if (!existsSync(template)) return []
  const placeholders = new Set(
    readdirSync(template)
      .filter((name) => /\.(svg|png|webp|jpg|ico)$/.test(name))
      .map((name) => contentHash(join(template, name))),
  )
  const assets: [string, string, string][] = [
    ['/theme/favicon', brand.theme.favicon, 'favicon'],
    ['/theme/light/logo', brand.theme.light.logo, 'logo'],
    ['/theme/dark/logo', brand.theme.dark.logo, 'logo'],
  ]
  return assets
    .filter(([, file]) => placeholders.has(contentHash(join(dir, brand.id, file))))
    .map(([pointer, file, what]) => ({
      file: `brands/${brand.id}/brand.json`,
      pointer,
      message: `"${file}" is the template's placeholder ${what}; ship the brand's own`,
    }))
}

/** The message a right-bar shortcut shows when brand.json sets no label: its label in menus.json. */
function shortcutMessage(kind: 'telegramPrimary' | 'telegramSecondary'): string {
  const menus = JSON.parse(readFileSync(join(schemasDir(), 'menus.json'), 'utf8')) as {
    rightBar: { kind: string; label: string }[]
  }
  return menus.rightBar.find((entry) => entry.kind === kind)?.label ?? kind
}

/**
 * A Telegram label set in brand.json on a brand of several languages: it reads the same in every
 * one of them, where the built-in label is translated and the brand's catalogs can word it per
 * language.
 */
export function oneLanguageLabelWarnings(brand: Brand): BrandProblem[] {
  const { supported } = brand.languages
  if (supported.length < 2) return []
  return (['primary', 'secondary'] as const)
    .filter((which) => brand.telegram[which].label)
    .map((which) => ({
      file: `brands/${brand.id}/brand.json`,
      pointer: `/telegram/${which}/label`,
      message:
        `one label for all of ${supported.join(', ')}; word it per language as ` +
        `${shortcutMessage(which === 'primary' ? 'telegramPrimary' : 'telegramSecondary')} in ` +
        `brands/${brand.id}/locales/<language>.po instead`,
    }))
}

/**
 * Loads and checks every brand; the caller decides what to do with problems. Warnings (a theme's
 * text/background pair below WCAG contrast, the template's logo or favicon shipped as the brand's,
 * a Telegram label that one language's text gives every language) do not stop anything; the brand
 * check prints them.
 */
export function loadBrands(dir = brandsDir()) {
  const results = listBrandIds(dir).map((id) => ({ id, ...checkBrand(id, dir) }))
  const brands = results.flatMap((r) => (r.brand ? [r.brand] : []))
  return {
    brands,
    problems: results.flatMap((r) => r.problems),
    warnings: brands.flatMap((brand) => [
      ...contrastWarnings(brand).map((w): BrandProblem => ({
        file: `brands/${brand.id}/brand.json`,
        pointer: w.pointer,
        message: w.message,
      })),
      ...templateAssetWarnings(brand, dir),
      ...oneLanguageLabelWarnings(brand),
    ]),
  }
}
