import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '../src/config/brand.types'
import { languageTable } from '../src/i18n/languages'
import type { BrandProblem } from './brands'
import { readCatalog, sourceLocale } from './po'

const repoLocales = join(import.meta.dirname, '..', 'locales')

/**
 * The share of a language's messages that must read in that language (a text of their own, not
 * empty and not the English one) before a brand may offer it. The complete catalogs reach 90-99%
 * (a few words such as "OK", "VIP" or "Jackpot" stay as they are); a catalog of English copies or
 * of empty entries, which the app shows in English, reaches 0%.
 */
export const minimumOwnShare = 0.75

/** How much of a language the portal can show: messages with a text of their own, of all. */
export interface LanguageCoverage {
  own: number
  total: number
}

/**
 * A catalog, read once per process and version of its file: every brand's check reads the same
 * locales/*.po, and a build of 100 brands spent 1.6 s of its 1.9 s of loading brands reading them
 * again (each process that loads the brands: the font cutter, brands:check, brands:emit). Keyed by
 * the file's time and size, so a dev server that loads the brands again reads an edited catalog.
 */
const catalogs = new Map<string, { stamp: string; entries: Map<string, string> }>()
function catalogOf(locale: string, dir: string): ReadonlyMap<string, string> {
  const stat = statSync(join(dir, `${locale}.po`))
  const stamp = `${stat.mtimeMs}:${stat.size}`
  const key = join(dir, locale)
  const known = catalogs.get(key)
  if (known?.stamp === stamp) return known.entries
  const entries = readCatalog(locale, dir)
  catalogs.set(key, { stamp, entries })
  return entries
}

/**
 * The coverage of a catalog locale for a brand: the base catalog (locales/<locale>.po) with the
 * brand's own wording for it (brands/<id>/locales/<locale>.po) over it. A message counts when its
 * text is neither empty nor the English text.
 */
export function languageCoverage(
  locale: string,
  brandLocales?: string,
  localesDir = repoLocales,
): LanguageCoverage {
  const english = catalogOf(sourceLocale, localesDir)
  const base = existsSync(join(localesDir, `${locale}.po`)) ? catalogOf(locale, localesDir) : null
  const overrides =
    brandLocales && existsSync(join(brandLocales, `${locale}.po`))
      ? catalogOf(locale, brandLocales)
      : null
  let own = 0
  for (const [id, source] of english) {
    const text = overrides?.get(id) || base?.get(id) || ''
    if (text !== '' && text !== (source || id)) own += 1
  }
  return { own, total: english.size }
}

/**
 * A brand offers only languages the portal can show (docs/i18n.md): each supported language other
 * than English must have its own text for at least minimumOwnShare of the messages. A language
 * code without a catalog of its own (TY, whose catalog holds no translation) is refused here rather
 * than shown to players as a language that turns out to be English.
 */
export function checkLanguageCatalogs(brand: Brand, dir: string, file: string): BrandProblem[] {
  return brand.languages.supported.flatMap((code, index) => {
    const { locale } = languageTable[code]
    if (locale === sourceLocale) return []
    const { own, total } = languageCoverage(locale, join(dir, brand.id, 'locales'))
    if (total === 0 || own / total >= minimumOwnShare) return []
    const percent = Math.round(minimumOwnShare * 100)
    return [
      {
        file,
        pointer: `/languages/supported/${index}`,
        message: `"${code}" has no translation of its own (${own} of ${total} messages of locales/${locale}.po differ from English; at least ${percent}% must): a brand offers a language once its catalog is translated (docs/i18n.md)`,
      },
    ]
  })
}
