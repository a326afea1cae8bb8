import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Brand } from '../src/config/brand.types'
import { languageTable } from '../src/i18n/languages'
import type { BrandProblem } from './brands'
import { placeholders, readCatalog, sourceLocale } from './po'

const repoLocales = join(import.meta.dirname, '..', 'locales')

let source: Map<string, string> | undefined
const sourceCatalog = () => (source ??= readCatalog(sourceLocale, repoLocales))

/** The catalog locales of the brand's languages (EN -> en, CN -> cn, ...). */
const brandLocales = (brand: Brand) =>
  new Set(brand.languages.supported.map((code) => languageTable[code].locale))

/** The override files of a brand: brands/<id>/locales/<locale>.po. */
function overrideFiles(dir: string, id: string): string[] {
  const folder = join(dir, id, 'locales')
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.po')) : []
}

/**
 * Checks a brand's message overrides: each file names a language the brand supports, each id is a
 * message of the source catalog, and each override keeps the source message's placeholders.
 */
export function checkMessageOverrides(brand: Brand, dir: string): BrandProblem[] {
  const problems: BrandProblem[] = []
  const locales = brandLocales(brand)
  for (const name of overrideFiles(dir, brand.id)) {
    const file = `brands/${brand.id}/locales/${name}`
    const locale = name.slice(0, -'.po'.length)
    if (!locales.has(locale)) {
      problems.push({ file, pointer: '', message: `"${locale}" is not a language of the brand` })
      continue
    }
    for (const [id, text] of readCatalog(locale, join(dir, brand.id, 'locales'))) {
      const english = sourceCatalog().get(id)
      if (english === undefined) {
        problems.push({ file, pointer: id, message: 'unknown message id' })
        continue
      }
      if (text === '') continue
      const want = placeholders(english || id).join(', ')
      const got = placeholders(text).join(', ')
      if (want !== got)
        problems.push({
          file,
          pointer: id,
          message: `placeholders {${got}} differ from the source message's {${want}}`,
        })
    }
  }
  return problems
}

/** The brand's overrides compiled for Lingui, per catalog locale (only non-empty translations). */
export function compiledOverrides(
  brand: Brand,
  dir: string,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {}
  for (const name of overrideFiles(dir, brand.id)) {
    const locale = name.slice(0, -'.po'.length)
    const messages: Record<string, unknown> = {}
    for (const [id, text] of readCatalog(locale, join(dir, brand.id, 'locales')))
      if (text !== '') messages[id] = compileMessage(text)
    if (Object.keys(messages).length) out[locale] = messages
  }
  return out
}
