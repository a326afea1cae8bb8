import { cn } from './cn'
import { id } from './id'
import { th } from './th'
import { tl } from './tl'
import { vi } from './vi'
import { fillTemplate, type Refusal, type RefusalCatalog } from './refusal'

export { fillTemplate, plainRefusal, refusal, type Refusal, type RefusalCatalog } from './refusal'

/**
 * The translated refusals per value of the `language` header. EN is the source; TY falls back to
 * English, as it does in the app's catalogs.
 */
export const refusalCatalogs: Readonly<Record<'CN' | 'ID' | 'TH' | 'VI' | 'TL', RefusalCatalog>> = {
  CN: cn,
  ID: id,
  TH: th,
  VI: vi,
  TL: tl,
}

const catalogOf = (language: string | undefined): RefusalCatalog | undefined =>
  language
    ? refusalCatalogs[language.trim().toUpperCase() as keyof typeof refusalCatalogs]
    : undefined

/**
 * The text of one or more refusals in the caller's language (several, such as registration
 * problems, are joined with "; "). An unknown language or a missing entry answers English.
 */
export function localize(refusals: Refusal | readonly Refusal[], language?: string): string {
  const catalog = catalogOf(language)
  const list: readonly Refusal[] = Array.isArray(refusals) ? refusals : [refusals as Refusal]
  return list
    .map(({ template, params }) => fillTemplate(catalog?.[template] ?? template, params))
    .join('; ')
}

/** The English text of refusals, as a log or the error's message shows it. */
export const inEnglish = (refusals: Refusal | readonly Refusal[]) => localize(refusals)
