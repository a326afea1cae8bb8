import { DateTime } from 'luxon'
import type { Db } from '../db'
import type { Tx } from '../domain'
import { ApiError } from '../router'
import { refusal } from '../i18n'
import { merchantZone, wallTime } from './periods'

/** A time-out's lengths and a self-exclusion's (null: permanent). */
export const exclusionPeriods = {
  timeOut: { '24h': { hours: 24 }, '7d': { days: 7 }, '30d': { days: 30 } },
  selfExclusion: { '6m': { months: 6 }, '1y': { years: 1 }, permanent: null },
} as const

/** What stops an account from playing. */
export type ExclusionKind = keyof typeof exclusionPeriods

/** Where the refusals point a player for help (the portal's Responsible Gaming page). */
const helpPath = '/responsible-gaming'

interface StandingRow {
  merchant: string
  locked_by_operator: boolean
  closed_at: Date | null
  excluded_kind: ExclusionKind | null
  excluded_until: Date | null
  in_play: boolean
}

/**
 * The refusal of a sign-in for an account that may not have a session: locked by the operator,
 * closed at its request, or in a time-out or self-exclusion (403, saying until when and pointing
 * to the Responsible Gaming page; the value names both for the portal). Null when it may sign in.
 */
export async function signInRefusal(db: Db, accountId: number): Promise<ApiError | null> {
  const [row] = await db.query<StandingRow>(
    `SELECT merchant, locked_by_operator, closed_at, excluded_kind, excluded_until,
       account_in_play(id) AS in_play FROM accounts WHERE id = $1`,
    [accountId],
  )
  if (!row) return new ApiError('Not logged in', 401)
  if (row.locked_by_operator)
    return new ApiError('This account is locked; please contact customer service', 403)
  if (row.closed_at)
    return new ApiError(
      'This account is closed at your request; please contact customer service',
      403,
      { closed: true },
    )
  if (row.in_play || !row.excluded_kind) return null
  const until = row.excluded_until ? new Date(row.excluded_until) : null
  const value = {
    exclusion: { kind: row.excluded_kind, until: until?.toISOString() ?? null },
    help: helpPath,
  }
  if (!until)
    return new ApiError(
      refusal`You have excluded yourself permanently; see the Responsible Gaming page for help`,
      403,
      value,
    )
  const when = wallTime(until, await merchantZone(db, row.merchant))
  return new ApiError(
    row.excluded_kind === 'timeOut'
      ? refusal`You are taking a break until ${when}; see the Responsible Gaming page for help`
      : refusal`You have excluded yourself until ${when}; see the Responsible Gaming page for help`,
    403,
    value,
  )
}

/** Refuses a sign-in that signInRefusal refuses (before a login's extra step spends a code). */
export async function refuseSignIn(db: Db, accountId: number) {
  const refused = await signInRefusal(db, accountId)
  if (refused) throw refused
}

/**
 * Starts or extends a time-out or self-exclusion inside a transaction, the account locked: the
 * end is the later of the one in force and the new one (permanent is the latest), so that a
 * second call never shortens it; the kind follows the end that wins. Answers the end (null:
 * permanent).
 */
export async function exclude(
  tx: Tx,
  accountId: number,
  kind: ExclusionKind,
  period: string,
  now: Date,
): Promise<Date | null> {
  const lengths: Record<string, object | null> = exclusionPeriods[kind]
  const length = lengths[period]
  if (length === undefined) throw new ApiError('Choose one of the offered periods', 400)
  const [row] = await tx.query<{
    excluded_kind: ExclusionKind | null
    excluded_until: Date | null
    in_play: boolean
  }>(
    `SELECT excluded_kind, excluded_until, account_in_play(id) AS in_play FROM accounts
     WHERE id = $1 FOR UPDATE`,
    [accountId],
  )
  const asked = length ? DateTime.fromJSDate(now).plus(length).toJSDate() : null
  const running = row && !row.in_play && row.excluded_kind
  const current = running ? (row.excluded_until ? new Date(row.excluded_until) : null) : undefined
  // undefined: none running; null: a permanent one, which nothing passes.
  const keepsCurrent =
    current === null || (current !== undefined && asked !== null && current >= asked)
  if (keepsCurrent) return current
  await tx.query('UPDATE accounts SET excluded_kind = $2, excluded_until = $3 WHERE id = $1', [
    accountId,
    kind,
    asked,
  ])
  return asked
}
