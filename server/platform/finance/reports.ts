import type { CallInput } from '../../../src/api/types.gen'
import type { Tx } from '../domain'
import { checkDayRange } from '../dates'
import { ApiError } from '../router'
import { refusal } from '../i18n'

/** Ledger kinds the bonus page lists and the profit report counts as bonus. */
export const bonusKinds = ['bonus', 'rebate', 'reward', 'promotion'] as const

const maxRangeDays = 366

/** Checks a yyyy-MM-dd range: real dates, start not after end, at most 366 days. */
export function checkRange(startDate: string, endDate: string) {
  checkDayRange(startDate, endDate)
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000
  if (days >= maxRangeDays)
    throw new ApiError(refusal`The date range may be at most ${maxRangeDays} days`, 400)
}

/** Rows of one account within the inclusive date range ($1 account, $2 start, $3 end). */
const inRange = `account_id = $1 AND created_at >= $2::date AND created_at < ($3::date + 1)`

/** One page of the account's bonus, rebate, reward and promotion credits with totals over the whole range. */
export async function bonusRecords(q: Tx, accountId: number, input: CallInput<'finance.bonus'>) {
  checkRange(input.startDate, input.endDate)
  const pageSize = input.pageSize ?? 14
  const pageNo = input.pageNo ?? 1
  const where = `${inRange} AND kind = ANY($4::text[])`
  const params = [accountId, input.startDate, input.endDate, bonusKinds]
  const [totals] = await q.query<Record<'count' | (typeof bonusKinds)[number], string>>(
    `SELECT count(*) AS count,
       coalesce(sum(amount) FILTER (WHERE kind = 'bonus'), 0) AS bonus,
       coalesce(sum(amount) FILTER (WHERE kind = 'rebate'), 0) AS rebate,
       coalesce(sum(amount) FILTER (WHERE kind = 'reward'), 0) AS reward,
       coalesce(sum(amount) FILTER (WHERE kind = 'promotion'), 0) AS promotion
     FROM ledger WHERE ${where}`,
    params,
  )
  const rows = await q.query<{
    id: string
    kind: (typeof bonusKinds)[number]
    amount: string
    created_at: Date
  }>(
    `SELECT id, kind, amount, created_at FROM ledger WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  )
  const count = Number(totals?.count ?? 0)
  const [bonus, rebate, reward, promotion] = bonusKinds.map((kind) => Number(totals?.[kind] ?? 0))
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      amount: Number(r.amount),
      time: new Date(r.created_at).toISOString(),
    })),
    totalPages: Math.ceil(count / pageSize),
    totals: {
      count,
      bonus: bonus!,
      rebate: rebate!,
      reward: reward!,
      promotion: promotion!,
      total: bonus! + rebate! + reward! + promotion!,
    },
  }
}

/** Per-bucket sums of settled bets ($4 is date_trunc's unit) and of deposits, withdrawals and bonus from the ledger. */
const bucketSql = `
  WITH b AS (
    SELECT date_trunc($4::text, created_at) AS at, sum(stake) AS stake, sum(payout) AS payout
    FROM bets WHERE ${inRange} AND status = 'settled' GROUP BY 1
  ), l AS (
    SELECT date_trunc($4::text, created_at) AS at,
      sum(amount) FILTER (WHERE kind = 'deposit') AS deposits,
      -sum(amount) FILTER (WHERE kind = 'withdraw') AS withdrawals,
      sum(amount) FILTER (WHERE kind = ANY($5::text[])) AS bonus
    FROM ledger WHERE ${inRange} AND (kind IN ('deposit', 'withdraw') OR kind = ANY($5::text[]))
    GROUP BY 1
  )
  SELECT to_char(coalesce(b.at, l.at), $6::text) AS period,
    coalesce(b.stake, 0) AS stake, coalesce(b.payout, 0) AS payout,
    coalesce(l.deposits, 0) AS deposits, coalesce(l.withdrawals, 0) AS withdrawals,
    coalesce(l.bonus, 0) AS bonus
  FROM b FULL JOIN l ON l.at = b.at ORDER BY coalesce(b.at, l.at)`

type Sums = Record<'stake' | 'payout' | 'deposits' | 'withdrawals' | 'bonus', string>

/** Numbers from a sums row, with the player's profit (payout - stake). */
const sumsView = (r: Sums) => ({
  stake: Number(r.stake),
  payout: Number(r.payout),
  profit: Number(r.payout) - Number(r.stake),
  deposits: Number(r.deposits),
  withdrawals: Number(r.withdrawals),
  bonus: Number(r.bonus),
})

/**
 * Personal profit and loss over a date range, computed from settled bets and the ledger: per day,
 * week (from Monday) or month, per game type, and totals.
 */
export async function profitReport(q: Tx, accountId: number, input: CallInput<'finance.profit'>) {
  checkRange(input.startDate, input.endDate)
  const range = [accountId, input.startDate, input.endDate]
  const periods = await q.query<Sums & { period: string }>(bucketSql, [
    ...range,
    input.groupBy,
    bonusKinds,
    input.groupBy === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD',
  ])
  const gameTypes = await q.query<{ game_type: string; stake: string; payout: string }>(
    `SELECT game_type, sum(stake) AS stake, sum(payout) AS payout FROM bets
     WHERE ${inRange} AND status = 'settled' GROUP BY game_type ORDER BY game_type`,
    range,
  )
  const [totals] = await q.query<Sums & { count: string }>(
    `SELECT b.count, b.stake, b.payout, l.deposits, l.withdrawals, l.bonus
     FROM (SELECT count(*) AS count, coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout
           FROM bets WHERE ${inRange} AND status = 'settled') b,
          (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
                  coalesce(-sum(amount) FILTER (WHERE kind = 'withdraw'), 0) AS withdrawals,
                  coalesce(sum(amount) FILTER (WHERE kind = ANY($4::text[])), 0) AS bonus
           FROM ledger WHERE ${inRange}) l`,
    [...range, bonusKinds],
  )
  return {
    periods: periods.map((r) => ({ period: r.period, ...sumsView(r) })),
    gameTypes: gameTypes.map((r) => ({
      gameType: r.game_type,
      stake: Number(r.stake),
      payout: Number(r.payout),
      profit: Number(r.payout) - Number(r.stake),
    })),
    totals: { count: Number(totals!.count), ...sumsView(totals!) },
  }
}
