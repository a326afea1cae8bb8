import type { Db } from './db'
import { refusal, type Refusal } from './i18n'
import { ApiError } from './router'

/** One sliding-window rule: at most `max` events of `scope` for `subject` in `windowSeconds`. */
export interface Limit {
  /** The rule's name, e.g. 'sms.number' or 'login.fail.ip'. */
  scope: string
  /** What is counted: an address, an account id, a phone number, the merchant itself. */
  subject: string
  max: number
  windowSeconds: number
}

/** The longest window any rule uses; older events are swept. */
const keepSeconds = 2 * 24 * 60 * 60
/** Events recorded between two sweeps of old rows. */
const sweepEvery = 1_000

/** The wait in the caller's language: seconds under two minutes, else minutes (rounded up). */
export function waitRefusal(seconds: number): Refusal {
  const wait = Math.max(1, Math.ceil(seconds))
  return wait < 120
    ? refusal`Too many requests; please try again in ${wait} seconds`
    : refusal`Too many requests; please try again in ${Math.ceil(wait / 60)} minutes`
}

/** The 429 of a full rule: the wait in the caller's language, and `{ retryAfter }` seconds. */
const fullRefusal = (wait: number) =>
  new ApiError(waitRefusal(wait), 429, { retryAfter: Math.ceil(wait) })

/**
 * Sliding-window counters kept in the database (table rate_events), so that every platform
 * instance sees the same counts and a restart forgets nothing. Written here rather than taken
 * from a rate-limit package: the packages keep counts in memory or Redis, and these must live in
 * the database the platform already has, and count events (failures, sends) that a handler
 * decides on after the request, not only requests.
 */
export class Limits {
  private recorded = 0

  constructor(private readonly db: Db) {}

  /** Events of one scope and subject in the last windowSeconds. */
  async count(
    merchant: string,
    scope: string,
    subject: string,
    windowSeconds: number,
  ): Promise<number> {
    const rows = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM rate_events
       WHERE scope = $1 AND merchant = $2 AND subject = $3 AND at > platform_now() - make_interval(secs => $4)`,
      [scope, merchant, subject, windowSeconds],
    )
    return Number(rows[0]?.n ?? 0)
  }

  /** Records one event for each scope and subject (a failed login, say), whatever the counts. */
  async record(merchant: string, events: readonly { scope: string; subject: string }[]) {
    for (const event of events)
      await this.db.query(
        'INSERT INTO rate_events (merchant, scope, subject) VALUES ($1, $2, $3)',
        [merchant, event.scope, event.subject],
      )
    await this.sweepNow(events.length)
  }

  /**
   * Seconds until the fullest of these rules has room again (0 when every rule has room). Reads
   * only: what the caller then does is recorded by record() or take().
   */
  async waitFor(merchant: string, limits: readonly Limit[]): Promise<number> {
    let wait = 0
    for (const limit of limits) wait = Math.max(wait, await this.waitOf(this.db, merchant, limit))
    return wait
  }

  /**
   * Refuses as take() does when a rule is full, recording nothing: asked before a captcha is spent,
   * so that a caller at a cap hears the wait first; take() still decides, atomically, when the work
   * is done.
   */
  async refuseWhenFull(merchant: string, limits: readonly Limit[]): Promise<void> {
    const wait = await this.waitFor(merchant, limits)
    if (wait > 0) throw fullRefusal(wait)
  }

  /**
   * Takes one event of every rule, or none: when a rule is full, refuses with 429, the wait in the
   * caller's language and `{ retryAfter }` seconds in the answer's value. Two requests at once
   * cannot both take the last place: the rules' subjects are locked for the transaction.
   */
  async take(merchant: string, limits: readonly Limit[]): Promise<void> {
    if (!limits.length) return
    await this.db.transaction(async (tx) => {
      const keys = [...new Set(limits.map((l) => `${merchant}|${l.scope}|${l.subject}`))].sort()
      for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])
      let wait = 0
      for (const limit of limits) wait = Math.max(wait, await this.waitOf(tx, merchant, limit))
      if (wait > 0) throw fullRefusal(wait)
      for (const limit of limits)
        await tx.query('INSERT INTO rate_events (merchant, scope, subject) VALUES ($1, $2, $3)', [
          merchant,
          limit.scope,
          limit.subject,
        ])
    })
    await this.sweepNow(limits.length)
  }

  /**
   * Counts an event before what it counts is known: answers how many each scope and subject had in
   * the window, and records one more for each at once, under the same locks as take(). Requests at
   * once therefore see each other's reservation; release() takes it back when the event turned out
   * not to happen (a sign-in that succeeded).
   */
  async reserve(
    merchant: string,
    events: readonly { scope: string; subject: string }[],
    windowSeconds: number,
  ): Promise<{ counts: number[]; ids: string[] }> {
    const result = await this.db.transaction(async (tx) => {
      const keys = [...new Set(events.map((e) => `${merchant}|${e.scope}|${e.subject}`))].sort()
      for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])
      const counts: number[] = []
      const ids: string[] = []
      for (const event of events) {
        const [row] = await tx.query<{ n: string }>(
          `SELECT count(*) AS n FROM rate_events WHERE scope = $1 AND merchant = $2 AND subject = $3
             AND at > platform_now() - make_interval(secs => $4)`,
          [event.scope, merchant, event.subject, windowSeconds],
        )
        counts.push(Number(row?.n ?? 0))
        const [inserted] = await tx.query<{ id: string }>(
          'INSERT INTO rate_events (merchant, scope, subject) VALUES ($1, $2, $3) RETURNING id',
          [merchant, event.scope, event.subject],
        )
        ids.push(String(inserted!.id))
      }
      return { counts, ids }
    })
    await this.sweepNow(events.length)
    return result
  }

  /** Takes back events reserve() recorded. */
  async release(ids: readonly string[]) {
    if (ids.length)
      await this.db.query('DELETE FROM rate_events WHERE id = ANY($1::bigint[])', [ids])
  }

  /** Forgets the events of a scope and subject (a test control, or an operator's unlock). */
  async clear(merchant: string, scope: string, subject: string) {
    await this.db.query(
      'DELETE FROM rate_events WHERE merchant = $1 AND scope = $2 AND subject = $3',
      [merchant, scope, subject],
    )
  }

  /** Seconds until the rule has room: the oldest event that keeps it full leaves the window then. */
  private async waitOf(db: Pick<Db, 'query'>, merchant: string, limit: Limit): Promise<number> {
    if (limit.max <= 0) return limit.windowSeconds
    const rows = await db.query<{ wait: number | string | null }>(
      `SELECT extract(epoch FROM (at + make_interval(secs => $4)) - platform_now()) AS wait
       FROM rate_events
       WHERE scope = $1 AND merchant = $2 AND subject = $3 AND at > platform_now() - make_interval(secs => $4)
       ORDER BY at DESC OFFSET $5 - 1 LIMIT 1`,
      [limit.scope, merchant, limit.subject, limit.windowSeconds, limit.max],
    )
    return rows[0] ? Math.max(0, Number(rows[0].wait)) : 0
  }

  private async sweepNow(added: number) {
    this.recorded += added
    if (this.recorded < sweepEvery) return
    this.recorded = 0
    await this.db.query(
      `DELETE FROM rate_events WHERE at < platform_now() - make_interval(secs => $1)`,
      [keepSeconds],
    )
  }
}
