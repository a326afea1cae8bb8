import type { Tx } from '../domain'
import { ApiError } from '../router'

/** A merchant's points programme. */
export interface PointsSettings {
  exchangeRatio: number
}

/** The merchant's points programme (points_settings). */
export async function pointsSettings(q: Tx, merchant: string): Promise<PointsSettings> {
  const [row] = await q.query<{ exchange_ratio: number }>(
    'SELECT exchange_ratio FROM points_settings WHERE merchant = $1',
    [merchant],
  )
  if (!row) throw new ApiError('The point mall is not available', 404)
  return { exchangeRatio: Number(row.exchange_ratio) }
}

/** The account's points balance: the sum of its points ledger. */
export async function pointsBalance(q: Tx, accountId: number) {
  const [row] = await q.query<{ points: string }>(
    'SELECT coalesce(sum(points), 0) AS points FROM points_ledger WHERE account_id = $1',
    [accountId],
  )
  return Number(row?.points ?? 0)
}

/** Where points come from (points_rates.source): paid deposits and the five earning game types. */
export const pointSources = ['DEPOSIT', 'LIVE', 'LOTT', 'ELOTT', 'PVP', 'RNG', 'SPORTS'] as const

/** The merchant's earning rates: minor units per point by source (absent sources earn nothing). */
export async function pointsRates(q: Tx, merchant: string) {
  const rows = await q.query<{ source: string; per_point: string }>(
    'SELECT source, per_point FROM points_rates WHERE merchant = $1',
    [merchant],
  )
  return new Map(rows.map((r) => [r.source, Number(r.per_point)]))
}

/**
 * Writes the earn rows of every paid deposit and settled bet of the account that has none yet:
 * floor(amount / per_point) points each at the merchant's rate for deposits or for the bet's game
 * type (points_rates), with a running balance_after. Each row is dated the deposit's or bet's time,
 * or the newest points row's if that is later, so that the ledger reads in order. Call it under the
 * account's lock (lockAccount); the unique reference keeps a deposit or bet from earning twice.
 */
export async function accruePoints(tx: Tx, accountId: number) {
  await tx.query(
    `WITH rates AS (
       SELECT r.source, r.per_point FROM points_rates r JOIN accounts a ON a.merchant = r.merchant WHERE a.id = $1
     ), last AS (
       SELECT coalesce(sum(points), 0) AS balance, max(created_at) AS at FROM points_ledger WHERE account_id = $1
     ), sources AS (
       SELECT 'bet:' || b.id AS reference, b.stake AS amount, b.game_type AS source, b.created_at,
         'Bet on ' || b.vendor || ' ' || b.game_code AS remark
       FROM bets b WHERE b.account_id = $1 AND b.status = 'settled'
       UNION ALL
       SELECT 'deposit:' || d.id, d.amount, 'DEPOSIT', coalesce(d.settled_at, d.created_at),
         'Deposit ' || d.id
       FROM deposit_orders d WHERE d.account_id = $1 AND d.status = 'paid'
     ), earned AS (
       SELECT s.*, s.amount / r.per_point AS points
       FROM sources s JOIN rates r ON r.source = s.source
       WHERE NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.account_id = $1 AND l.type = 'earn' AND l.reference = s.reference)
     )
     INSERT INTO points_ledger (account_id, points, balance_after, type, reference, remark, amount, created_at)
     SELECT $1, e.points, (SELECT balance FROM last) + sum(e.points) OVER (ORDER BY e.created_at, e.reference),
       'earn', e.reference, e.remark, e.amount, greatest(e.created_at, (SELECT at FROM last))
     FROM earned e WHERE e.points > 0
     ORDER BY e.created_at, e.reference`,
    [accountId],
  )
}

/**
 * Takes points from the account (a negative row of the given type), refusing to go below zero.
 * Call it under the account's lock. Answers the row id and the balance after.
 */
export async function spendPoints(
  tx: Tx,
  accountId: number,
  points: number,
  type: 'redeem' | 'convert',
  reference: string,
  remark: string,
  amount = 0,
) {
  const balance = await pointsBalance(tx, accountId)
  if (balance < points) throw new ApiError('You do not have enough points', 400)
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO points_ledger (account_id, points, balance_after, type, reference, remark, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [accountId, -points, balance - points, type, reference, remark, amount],
  )
  return { id: row!.id, balance: balance - points }
}
