import { DateTime } from 'luxon'
import type { Db } from '../db'
import { readTimeZone } from '../time-zone'
import { brandOfMerchant } from '../play/merchant-brand'
import { formatMoney } from '../../../src/lib/money'
import { languageTable } from '../../../src/i18n/languages'

/** A calendar period of a deposit, loss or wager limit. */
export type CalendarPeriod = 'day' | 'week' | 'month'

/**
 * The merchant's time zone, where a limit's day, week and month begin and refusals state times:
 * its settings' timeZone (the console's business days), read from the stored settings so that it
 * works inside a transaction and without the platform; UTC without one, as withDefaults answers.
 */
export async function merchantZone(db: Pick<Db, 'query'>, merchant: string): Promise<string> {
  const [row] = await db.query<{ zone: string | null }>(
    `SELECT settings->>'timeZone' AS zone FROM merchants WHERE code = $1`,
    [merchant],
  )
  return readTimeZone(row?.zone ?? undefined)
}

/** The calendar day, ISO week (from Monday) or month around an instant, in a zone: [start, end). */
export function periodBounds(period: CalendarPeriod, at: Date, zone: string) {
  const start = DateTime.fromJSDate(at, { zone }).startOf(period)
  return { start: start.toJSDate(), end: start.plus({ [`${period}s`]: 1 }).toJSDate() }
}

/** An instant as a refusal names it: the merchant's wall time, yyyy-MM-dd HH:mm. */
export const wallTime = (at: Date, zone: string) =>
  DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd HH:mm')

/** Minor units as a refusal names them: the brand's currency, written in the brand's language. */
export async function moneyOf(db: Pick<Db, 'query'>, merchant: string) {
  const brand = await brandOfMerchant(db, merchant)
  const locale = languageTable[brand.languages.default].bcp47
  return (minor: number) => formatMoney(minor, brand.currency, locale)
}
