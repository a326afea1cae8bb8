import type { Db } from '../db'
import { brandOfMerchant } from '../play/merchant-brand'
import type { Texts } from '../texts'
import { ConsoleError } from './errors'

/** The languages a merchant's brand offers, its default first. */
export async function merchantLanguages(
  db: Pick<Db, 'query'>,
  merchant: string,
): Promise<string[]> {
  const brand = await brandOfMerchant(db, merchant)
  const { default: first, supported } = brand.languages
  return [first, ...supported.filter((language) => language !== first)]
}

/**
 * Per-language texts as stored: only the brand's languages, trimmed, empty ones left out, and the
 * default language's present (the portal falls back to it); otherwise badRequest.
 */
export function brandTexts(texts: Texts, languages: string[], field: string): Texts {
  const kept: Texts = {}
  for (const [language, text] of Object.entries(texts)) {
    if (!languages.includes(language))
      throw new ConsoleError('badRequest', `${field}: ${language} is not a language of the brand`)
    if (text.trim()) kept[language] = text.trim()
  }
  if (!kept[languages[0]!])
    throw new ConsoleError('badRequest', `${field}: the ${languages[0]} text is needed`)
  return kept
}

/** A schedule's instant as given (ISO 8601), or null; a text that is no instant is refused. */
export function instant(text: string | null | undefined, field: string): Date | null {
  if (text === null || text === undefined || text === '') return null
  const at = new Date(text)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime()))
    throw new ConsoleError('badRequest', `${field} is not a date and time`)
  return at
}

/** A schedule from its two ends; the end must come after the start. */
export function schedule(startAt: string | null | undefined, endAt: string | null | undefined) {
  const start = instant(startAt, 'startAt')
  const end = instant(endAt, 'endAt')
  if (start && end && end <= start)
    throw new ConsoleError('badRequest', 'endAt is not after startAt')
  return { start, end }
}

/** Whether the portal shows an item at an instant, will, or did (an open end holds its side). */
export function scheduleState(start: Date | null, end: Date | null, now: Date) {
  if (start && start > now) return 'scheduled' as const
  if (end && end <= now) return 'ended' as const
  return 'running' as const
}

/** A stored instant as the console's answers give it. */
export const isoOrNull = (at: Date | string | null) => (at ? new Date(at).toISOString() : null)
