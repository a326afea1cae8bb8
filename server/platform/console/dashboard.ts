import type { Db } from '../db'
import { ApiError } from '../router'
import type { OperatorContext } from './context'
import { dayRangeOf, inMerchantZone } from './finance'

/** One of the merchant's days, in minor units and counts. */
export interface DashboardDay {
  /** yyyy-MM-dd in the merchant's time zone. */
  day: string
  deposits: number
  /** Withdrawn, less the withdrawals refunded (refused by an operator or by the PSP). */
  withdrawals: number
  bets: number
  stake: number
  /** What the bets paid back (wins); an open bet has paid nothing yet. */
  payout: number
  /** Gross gaming revenue: stake − payout. */
  ggr: number
  /** Distinct accounts that bet that day. */
  activePlayers: number
}

/**
 * The merchant's business per day over a range of its own days (settings.timeZone): deposits and
 * withdrawals from the ledger, bets, stake, wins and gross gaming revenue from the bets, active
 * players as distinct bettors. Every day of the range has a row (zeros when quiet); the totals'
 * active players are distinct over the whole range, not a sum of the days'.
 */
export async function dashboard(
  db: Db,
  ctx: OperatorContext,
  input: { startDate?: unknown; endDate?: unknown },
) {
  const { start, end } = dayRangeOf(input)
  if (!start || !end) throw new ApiError('A date range needs both its start and its end', 400)
  return inMerchantZone(db, ctx.merchant, async (tx, zone) => {
    // The ledger has no merchant column: its deposit and withdrawal rows are found by time
    // (ledger_money_day, 039) and each one's account tells the merchant.
    const money = await tx.query<{ day: string; deposits: string; withdrawals: string }>(
      `SELECT to_char(l.created_at, 'YYYY-MM-DD') AS day,
         coalesce(sum(l.amount) FILTER (WHERE l.kind = 'deposit'), 0) AS deposits,
         coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'withdraw'), 0) AS withdrawals
       FROM ledger l JOIN accounts a ON a.id = l.account_id
       WHERE l.kind IN ('deposit', 'withdraw') AND a.merchant = $1
         AND l.created_at >= $2::date AND l.created_at < $3::date + 1
       GROUP BY 1`,
      [ctx.merchant, start, end],
    )
    // From bets_merchant_day (039) alone.
    const play = await tx.query<{
      day: string | null
      bets: string
      stake: string
      payout: string
      players: string
    }>(
      `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*) AS bets,
         coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout,
         count(DISTINCT account_id) AS players
       FROM bets WHERE merchant = $1 AND created_at >= $2::date AND created_at < $3::date + 1
       GROUP BY GROUPING SETS ((to_char(created_at, 'YYYY-MM-DD')), ())`,
      [ctx.merchant, start, end],
    )
    const byDay = new Map(money.map((m) => [m.day, m]))
    const playByDay = new Map(play.filter((p) => p.day !== null).map((p) => [p.day!, p]))
    const days: DashboardDay[] = dayList(start, end).map((day) => {
      const m = byDay.get(day)
      const p = playByDay.get(day)
      const stake = Number(p?.stake ?? 0)
      const payout = Number(p?.payout ?? 0)
      return {
        day,
        deposits: Number(m?.deposits ?? 0),
        withdrawals: Number(m?.withdrawals ?? 0),
        bets: Number(p?.bets ?? 0),
        stake,
        payout,
        ggr: stake - payout,
        activePlayers: Number(p?.players ?? 0),
      }
    })
    const sum = (key: keyof Omit<DashboardDay, 'day'>) => days.reduce((t, d) => t + d[key], 0)
    const whole = play.find((p) => p.day === null)
    return {
      timeZone: zone,
      days,
      totals: {
        deposits: sum('deposits'),
        withdrawals: sum('withdrawals'),
        bets: sum('bets'),
        stake: sum('stake'),
        payout: sum('payout'),
        ggr: sum('ggr'),
        activePlayers: Number(whole?.players ?? 0),
      },
    }
  })
}

/** Every yyyy-MM-dd from start to end, both included. */
function dayList(start: string, end: string): string[] {
  const days: string[] = []
  for (
    let t = Date.parse(`${start}T00:00:00Z`);
    t <= Date.parse(`${end}T00:00:00Z`);
    t += 86_400_000
  )
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}
