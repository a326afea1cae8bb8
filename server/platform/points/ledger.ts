import type { Tx } from '../domain'
import { ApiError } from '../router'

/** A merchant's points programme. */
export interface PointsSettings {
  exchangeRatio: number
  stakePerPoint: number
}

/** The merchant's points programme (points_settings). */
export async function pointsSettings(q: Tx, merchant: string): Promise<PointsSettings> {
  const [row] = await q.query<{ exchange_ratio: number; stake_per_point: string }>(
    'SELECT exchange_ratio, stake_per_point FROM points_settings WHERE merchant = $1',
    [merchant],
  )
  if (!row) throw new ApiError('The point mall is not available', 404)
  return { exchangeRatio: Number(row.exchange_ratio), stakePerPoint: Number(row.stake_per_point) }
}

/** The account's points balance: the sum of its points ledger. */
export async function pointsBalance(q: Tx, accountId: number) {
  const [row] = await q.query<{ points: string }>(
    'SELECT coalesce(sum(points), 0) AS points FROM points_ledger WHERE account_id = $1',
    [accountId],
  )
  return Number(row?.points ?? 0)
}

/**
 * Writes the earn rows of every settled bet of the account that has none yet: floor(stake /
 * stake_per_point) points each, with a running balance_after. Each row is dated the bet's time, or
 * the newest points row's if that is later, so that the ledger reads in order. Call it under the
 * account's lock (lockAccount); the unique reference keeps a bet from earning twice.
 */
export async function accruePoints(tx: Tx, accountId: number) {
  await tx.query(
    `WITH settings AS (
       SELECT s.stake_per_point FROM points_settings s JOIN accounts a ON a.merchant = s.merchant WHERE a.id = $1
     ), last AS (
       SELECT coalesce(sum(points), 0) AS balance, max(created_at) AS at FROM points_ledger WHERE account_id = $1
     ), earned AS (
       SELECT b.id, b.vendor, b.game_code, b.created_at, b.stake / (SELECT stake_per_point FROM settings) AS points
       FROM bets b
       WHERE b.account_id = $1 AND b.status = 'settled'
         AND NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.account_id = $1 AND l.type = 'earn' AND l.reference = 'bet:' || b.id)
     )
     INSERT INTO points_ledger (account_id, points, balance_after, type, reference, remark, created_at)
     SELECT $1, e.points, (SELECT balance FROM last) + sum(e.points) OVER (ORDER BY e.created_at, e.id),
       'earn', 'bet:' || e.id, 'Bet on ' || e.vendor || ' ' || e.game_code,
       greatest(e.created_at, (SELECT at FROM last))
     FROM earned e WHERE e.points > 0
     ORDER BY e.created_at, e.id`,
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
) {
  const balance = await pointsBalance(tx, accountId)
  if (balance < points) throw new ApiError('You do not have enough points', 400)
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO points_ledger (account_id, points, balance_after, type, reference, remark)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [accountId, -points, balance - points, type, reference, remark],
  )
  return { id: row!.id, balance: balance - points }
}
