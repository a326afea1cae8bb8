import type { Db } from './db'

/**
 * What the test control API changed on the instance it reached, for every instance over the
 * database to read again: 'clock', 'merchants' (a status or settings) or 'reset' (everything).
 */
export const controlChannel = 'portal_control'

/** How far the clock may be moved from the real time, either way: a century. */
const maxOffsetMs = 100 * 365.25 * 86_400_000

/**
 * The platform's time: the real one, unless the test control API moves it (POST /__control/clock),
 * so that a suite sees an hour close or a reward expire without waiting for it. A moved clock keeps
 * running from where it was put. JavaScript reads it with now(); SQL reads the same time as
 * platform_now() (migration 024), which this class rewrites with the offset written in, so that
 * PostgreSQL inlines it as it does now(). Technical timing (captchas, sealed requests, the session
 * cache, authenticator codes) stays real.
 */
export class Clock {
  private offsetMs = 0
  /**
   * Counts the starts and ends of this instance's moves: a read of the offset that overlapped one
   * (it may have seen the database before that move) is older than what the instance knows.
   */
  private moves = 0
  /** The reads of the offset, one after another, so that an older answer never lands last. */
  private syncing: Promise<void> = Promise.resolve()

  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** The platform's now. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }

  /** How far the clock is from the real time, in milliseconds (0 when real). */
  get offset(): number {
    return this.offsetMs
  }

  /** Puts the clock at an instant, from where it runs on. */
  set(at: Date): Promise<void> {
    return this.store(at.getTime() - Date.now())
  }

  /** Moves the clock forward by ms milliseconds. */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError('the clock only advances')
    await this.store(this.offsetMs + ms)
  }

  /** Makes the clock real again. */
  reset(): Promise<void> {
    return this.store(0)
  }

  /**
   * Makes the database's clock real if a suite left it moved, for a platform that starts. A real one
   * is left alone: instances that start together over one database rewrite nothing at once.
   */
  async resetIfMoved(): Promise<void> {
    const [row] = await this.db.query<{ ms: string | number }>(
      'SELECT extract(epoch FROM platform_now() - now()) * 1000 AS ms',
    )
    if (Number(row?.ms ?? 0) !== 0) await this.reset()
    this.offsetMs = 0
  }

  /**
   * Reads the offset the database's clock holds: another instance moved it (the control API's
   * request reached that one), and this one follows.
   */
  sync(): Promise<void> {
    const read = async () => {
      const moves = this.moves
      const [row] = await this.db.query<{ ms: string | number }>(
        'SELECT extract(epoch FROM platform_now() - now()) * 1000 AS ms',
      )
      // This instance moved the clock while the read was on its way: what it wrote stands, and
      // its own announcement reads the database again.
      if (moves === this.moves) this.offsetMs = Math.round(Number(row?.ms ?? 0))
    }
    const next = this.syncing.then(read, read)
    this.syncing = next.catch(() => undefined)
    return next
  }

  private async store(offsetMs: number) {
    const offset = Math.round(offsetMs)
    if (!Number.isSafeInteger(offset) || Math.abs(offset) > maxOffsetMs)
      throw new RangeError('the clock may move a century at most')
    this.moves++
    // DDL takes no parameters: the offset is a safe integer, written in as a number.
    const time = offset === 0 ? 'now()' : `now() + ${offset} * interval '1 millisecond'`
    await this.db.query(
      `CREATE OR REPLACE FUNCTION platform_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT ${time} $$`,
    )
    this.offsetMs = offset
    this.moves++
    // Every instance over the database reads the new offset (server/platform/index.ts).
    await this.db.query(`SELECT pg_notify('${controlChannel}', 'clock')`)
  }
}
