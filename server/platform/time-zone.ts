import type { Db } from './db'

/** The zone when a caller names none, or one that does not exist. */
export const defaultTimeZone = 'UTC'

/**
 * The caller's time zone from the `time-zone` header: an IANA name the runtime knows, else UTC.
 * Report ranges (yyyy-MM-dd) and their daily rows are the caller's calendar days in this zone.
 */
export function readTimeZone(header: string | undefined): string {
  const name = header?.trim() ?? ''
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/.test(name) || name.length > 64) return defaultTimeZone
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return defaultTimeZone
  }
}

/**
 * The database seen from a caller's zone: each query runs with the zone as the session's TimeZone
 * (SET LOCAL in its own transaction), so that `$2::date` bounds and `created_at::date` buckets fall
 * on the caller's midnights. For the report calls that take yyyy-MM-dd ranges. JIT compilation is
 * off for them: the planner guesses a recursive team walk at many times its size, and compiling
 * the plan then costs more (tens of ms) than the index walks it would speed up (bench:scale).
 */
export function zonedDb(db: Db, zone: string): Pick<Db, 'query'> {
  return {
    query: (sql, params) =>
      db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('TimeZone', $1, true), set_config('jit', 'off', true)`, [
          zone,
        ])
        return tx.query(sql, params)
      }),
  }
}
