import { maskName } from '../bidi'
import type { Tx } from '../domain'

/** What a mission measures. */
export type Metric = 'bets' | 'stake' | 'deposit'

/** Rows that count towards each metric, as (account_id, v, at): bets, stake, or deposits in the ledger. */
const sources: Record<Metric, string> = {
  bets: `SELECT account_id, 1::bigint AS v, created_at AS at FROM bets WHERE status <> 'cancelled'`,
  stake: `SELECT account_id, stake AS v, created_at AS at FROM bets WHERE status <> 'cancelled'`,
  deposit: `SELECT account_id, amount AS v, created_at AS at FROM ledger WHERE kind = 'deposit'`,
}

/** The start of the current UTC day or ISO week, in SQL, for a period column or parameter. */
const periodStart = (period: string) => `date_trunc(${period}, platform_now(), 'UTC')`

/**
 * Every mission of a merchant with one account's progress this period, computed from bets and the
 * ledger, its period key and its status (spec §4 activity statuses). $1 account, $2 merchant.
 */
export const missionSql = `
  WITH m AS (
    SELECT m.*, greatest(${periodStart('m.period')}, m.starts_at) AS since,
      to_char(${periodStart('m.period')} AT TIME ZONE 'UTC',
        CASE m.period WHEN 'day' THEN 'YYYY-MM-DD' ELSE 'IYYY-"W"IW' END) AS period_key
    FROM missions m WHERE m.merchant = $2
  ), p AS (
    SELECT m.*,
      CASE m.metric
        WHEN 'bets' THEN (SELECT count(*) FROM (${sources.bets}) s WHERE s.account_id = $1 AND s.at >= m.since)
        WHEN 'stake' THEN (SELECT coalesce(sum(s.v), 0) FROM (${sources.stake}) s WHERE s.account_id = $1 AND s.at >= m.since)
        ELSE (SELECT coalesce(sum(s.v), 0) FROM (${sources.deposit}) s WHERE s.account_id = $1 AND s.at >= m.since)
      END AS progress,
      EXISTS (SELECT 1 FROM mission_claims c
        WHERE c.account_id = $1 AND c.mission_id = m.id AND c.period = m.period_key) AS claimed
    FROM m
  )
  SELECT p.*,
    CASE
      WHEN p.starts_at > platform_now() THEN 'coming'
      WHEN p.claimed THEN 'claimed'
      WHEN p.ends_at IS NOT NULL AND p.ends_at <= platform_now() THEN 'closed'
      WHEN p.progress >= p.target THEN 'claim'
      ELSE 'process'
    END AS status
  FROM p`

/** A mission row as missionSql answers it. */
export interface MissionRow {
  id: string
  title: string
  description: string
  metric: Metric
  period: 'day' | 'week'
  target: string
  reward: string
  starts_at: Date
  ends_at: Date | null
  period_key: string
  progress: string
  status: 'coming' | 'process' | 'claim' | 'claimed' | 'closed'
}

/** One account's missions, or one of them when id is given. */
export async function missionsOf(q: Tx, accountId: number, merchant: string, id?: string) {
  return q.query<MissionRow>(
    `SELECT * FROM (${missionSql}) x WHERE $3::bigint IS NULL OR x.id = $3 ORDER BY x.sort, x.id`,
    [accountId, merchant, id ?? null],
  )
}

/** A mission as the API answers it; progress stops at the target. */
export function missionView(r: MissionRow) {
  return {
    id: String(r.id),
    title: r.title,
    description: r.description,
    metric: r.metric,
    period: r.period,
    target: Number(r.target),
    progress: Math.min(Number(r.progress), Number(r.target)),
    reward: Number(r.reward),
    status: r.status,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  }
}

/**
 * The merchant's top players by a metric since the start of the current period, and the caller's
 * own rank (null without a score), computed from bets or the ledger.
 */
export async function leaderboard(
  q: Tx,
  merchant: string,
  accountId: number,
  metric: Metric,
  period: 'day' | 'week',
) {
  const [start] = await q.query<{ at: Date }>(`SELECT ${periodStart('$1')} AS at`, [period])
  const ranked = await q.query<{ id: string; username: string; score: string; rank: string }>(
    `WITH scores AS (
       SELECT a.id, a.username, sum(s.v) AS score
       FROM (${sources[metric]}) s JOIN accounts a ON a.id = s.account_id
       WHERE a.merchant = $1 AND s.at >= $3
       GROUP BY a.id, a.username
     ), ranked AS (
       SELECT *, row_number() OVER (ORDER BY score DESC, id) AS rank FROM scores
     )
     SELECT * FROM ranked WHERE rank <= 20 OR id = $2 ORDER BY rank`,
    [merchant, accountId, start!.at],
  )
  const mine = ranked.find((r) => Number(r.id) === accountId)
  return {
    metric,
    periodStart: new Date(start!.at).toISOString(),
    list: ranked
      .filter((r) => Number(r.rank) <= 20)
      .map((r) => ({
        rank: Number(r.rank),
        username: maskName(r.username),
        score: Number(r.score),
      })),
    me: { rank: mine ? Number(mine.rank) : null, score: Number(mine?.score ?? 0) },
  }
}
