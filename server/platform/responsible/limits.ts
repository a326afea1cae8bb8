import type { Db } from '../db'
import type { Tx } from '../domain'
import { refusal, type Refusal } from '../i18n'
import { moneyOf, merchantZone, periodBounds, wallTime, type CalendarPeriod } from './periods'

/** What a limit holds back. */
export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session'
/** A calendar period, or one sign-in for the session limit. */
export type LimitPeriod = CalendarPeriod | 'session'

/** The longest session limit: a day. */
export const maxSessionMinutes = 1440

interface LimitRow {
  kind: LimitKind
  period: LimitPeriod
  amount: string
  pending_amount: string | null
  pending_at: Date | null
}

const kindOrder: readonly LimitKind[] = ['deposit', 'loss', 'wager', 'session']
const periodOrder: readonly LimitPeriod[] = ['day', 'week', 'month', 'session']

/**
 * Applies the changes whose cooling-off has ended (a raise, or a removal): read and enforcement
 * both call this first, so that no timer is needed and every instance agrees.
 */
export async function settlePending(q: Pick<Db, 'query'>, accountId: number) {
  await q.query(
    `DELETE FROM rg_limits WHERE account_id = $1 AND pending_at <= platform_now() AND pending_amount IS NULL`,
    [accountId],
  )
  await q.query(
    `UPDATE rg_limits SET amount = pending_amount, pending_amount = NULL, pending_at = NULL,
       updated_at = platform_now()
     WHERE account_id = $1 AND pending_at <= platform_now()`,
    [accountId],
  )
}

/** The account's limits in force with their pending changes, in kind then period order. */
export async function limitsOf(q: Pick<Db, 'query'>, accountId: number, kinds?: LimitKind[]) {
  const rows = await q.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_at FROM rg_limits
     WHERE account_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))`,
    [accountId, kinds ?? null],
  )
  return rows
    .map((row) => ({
      kind: row.kind,
      period: row.period,
      amount: Number(row.amount),
      pending: row.pending_at
        ? {
            amount: row.pending_amount === null ? null : Number(row.pending_amount),
            appliesAt: new Date(row.pending_at),
          }
        : null,
    }))
    .sort(
      (a, b) =>
        kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
        periodOrder.indexOf(a.period) - periodOrder.indexOf(b.period),
    )
}

/** A limit as limitsOf answers it. */
export type Limit = Awaited<ReturnType<typeof limitsOf>>[number]

/**
 * The money a period moved into the account's vendor transfer wallets, net of what came back
 * (ledger vendor-out and vendor-in rows), never below 0: the vendor keeps its bets to itself, so
 * money moved to its wallet is money at risk, staked and lost there until it comes back.
 */
const vendorHeld = `greatest(coalesce((SELECT -sum(amount) FROM ledger
  WHERE account_id = $1 AND created_at >= $2 AND created_at < $3
    AND kind IN ('vendor-out', 'vendor-in')), 0), 0)`

/**
 * How much of a money limit a period has used: deposit orders made (pending or paid), stakes of
 * the bets placed (cancelled ones gave their stake back), or stakes minus payouts (an open bet
 * counts as lost until it is settled), never below 0. Wager and loss both count the money held at
 * transfer-wallet vendors (vendorHeld) as staked and lost.
 */
export async function usedIn(
  q: Pick<Db, 'query'>,
  accountId: number,
  kind: Exclude<LimitKind, 'session'>,
  start: Date,
  end: Date,
): Promise<number> {
  const sql = {
    deposit: `SELECT coalesce(sum(amount), 0) AS used FROM deposit_orders
      WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND status IN ('pending', 'paid')`,
    wager: `SELECT coalesce(sum(stake), 0) + ${vendorHeld} AS used FROM bets
      WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'cancelled'`,
    loss: `SELECT greatest(coalesce(sum(stake - payout), 0) + ${vendorHeld}, 0) AS used FROM bets
      WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'cancelled'`,
  }[kind]
  const [row] = await q.query<{ used: string }>(sql, [accountId, start, end])
  return Number(row?.used ?? 0)
}

type RefusalOf = (limit: string, left: string, resets: string) => Refusal

const moneyRefusals: Record<Exclude<LimitKind, 'session'>, Record<CalendarPeriod, RefusalOf>> = {
  deposit: {
    day: (a, l, r) =>
      refusal`This would pass your daily deposit limit of ${a} (${l} left); it resets at ${r}`,
    week: (a, l, r) =>
      refusal`This would pass your weekly deposit limit of ${a} (${l} left); it resets at ${r}`,
    month: (a, l, r) =>
      refusal`This would pass your monthly deposit limit of ${a} (${l} left); it resets at ${r}`,
  },
  loss: {
    day: (a, l, r) =>
      refusal`This bet would pass your daily loss limit of ${a} (${l} left); it resets at ${r}`,
    week: (a, l, r) =>
      refusal`This bet would pass your weekly loss limit of ${a} (${l} left); it resets at ${r}`,
    month: (a, l, r) =>
      refusal`This bet would pass your monthly loss limit of ${a} (${l} left); it resets at ${r}`,
  },
  wager: {
    day: (a, l, r) =>
      refusal`This bet would pass your daily wager limit of ${a} (${l} left); it resets at ${r}`,
    week: (a, l, r) =>
      refusal`This bet would pass your weekly wager limit of ${a} (${l} left); it resets at ${r}`,
    month: (a, l, r) =>
      refusal`This bet would pass your monthly wager limit of ${a} (${l} left); it resets at ${r}`,
  },
}

/** A move into a vendor's transfer wallet says it is the transfer that would pass the limit. */
const transferRefusals: Record<'loss' | 'wager', Record<CalendarPeriod, RefusalOf>> = {
  loss: {
    day: (a, l, r) =>
      refusal`This transfer would pass your daily loss limit of ${a} (${l} left); it resets at ${r}`,
    week: (a, l, r) =>
      refusal`This transfer would pass your weekly loss limit of ${a} (${l} left); it resets at ${r}`,
    month: (a, l, r) =>
      refusal`This transfer would pass your monthly loss limit of ${a} (${l} left); it resets at ${r}`,
  },
  wager: {
    day: (a, l, r) =>
      refusal`This transfer would pass your daily wager limit of ${a} (${l} left); it resets at ${r}`,
    week: (a, l, r) =>
      refusal`This transfer would pass your weekly wager limit of ${a} (${l} left); it resets at ${r}`,
    month: (a, l, r) =>
      refusal`This transfer would pass your monthly wager limit of ${a} (${l} left); it resets at ${r}`,
  },
}

/** What a refused movement says and names: the limit, what is left and when it resets. */
export interface LimitRefusal {
  refusal: Refusal
  kind: LimitKind
  period: LimitPeriod
  amount: number
  used: number
  resetsAt: string
}

/**
 * The first limit of these kinds that an amount (a deposit order's, a bet's stake, a transfer into
 * a vendor wallet) would pass, or null. Inside the movement's transaction, the wallet row is locked first: two movements of one
 * account pass here one after the other, the second seeing the first (READ COMMITTED reads what
 * committed before each statement), so that two bets at a limit cannot both pass it.
 */
export async function limitPassed(
  tx: Tx,
  who: { accountId: number; merchant: string },
  kinds: Exclude<LimitKind, 'session'>[],
  amount: number,
  now: Date,
  movement: 'bet' | 'transfer' = 'bet',
): Promise<LimitRefusal | null> {
  await tx.query('SELECT 1 FROM wallets WHERE account_id = $1 FOR UPDATE', [who.accountId])
  await settlePending(tx, who.accountId)
  const limits = await limitsOf(tx, who.accountId, kinds)
  if (!limits.length) return null
  // Read in the transaction: PGlite runs one transaction at a time, and a read beside it waits.
  const zone = await merchantZone(tx, who.merchant)
  const money = await moneyOf(tx, who.merchant)
  for (const limit of limits) {
    if (limit.kind === 'session' || limit.period === 'session') continue
    const { start, end } = periodBounds(limit.period, now, zone)
    const used = await usedIn(tx, who.accountId, limit.kind, start, end)
    if (used + amount <= limit.amount) continue
    const says =
      movement === 'transfer' && limit.kind !== 'deposit'
        ? transferRefusals[limit.kind][limit.period]
        : moneyRefusals[limit.kind][limit.period]
    return {
      refusal: says(
        money(limit.amount),
        money(Math.max(limit.amount - used, 0)),
        wallTime(end, zone),
      ),
      kind: limit.kind,
      period: limit.period,
      amount: limit.amount,
      used,
      resetsAt: end.toISOString(),
    }
  }
  return null
}

/** The answer's value of a refusal by a limit: which one, and when it resets. */
export const limitValue = (passed: LimitRefusal) => ({
  limit: {
    kind: passed.kind,
    period: passed.period,
    amount: passed.amount,
    used: passed.used,
    resetsAt: passed.resetsAt,
  },
})

/**
 * Sets (amount) or removes (null) one limit for the account inside a transaction, the account's
 * limits locked: a first limit or a lower one applies at once (and drops a pending change); a
 * higher one or a removal waits coolingOffHours as the pending change, replacing one waiting.
 */
export async function setLimit(
  tx: Tx,
  accountId: number,
  change: { kind: LimitKind; period: LimitPeriod; amount: number | null },
  coolingOffHours: number,
) {
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId])
  await settlePending(tx, accountId)
  const [current] = await tx.query<{ amount: string }>(
    'SELECT amount FROM rg_limits WHERE account_id = $1 AND kind = $2 AND period = $3',
    [accountId, change.kind, change.period],
  )
  if (!current) {
    if (change.amount === null) return
    await tx.query(
      'INSERT INTO rg_limits (account_id, kind, period, amount) VALUES ($1, $2, $3, $4)',
      [accountId, change.kind, change.period, change.amount],
    )
    return
  }
  if (change.amount !== null && change.amount <= Number(current.amount)) {
    await tx.query(
      `UPDATE rg_limits SET amount = $4, pending_amount = NULL, pending_at = NULL, updated_at = platform_now()
       WHERE account_id = $1 AND kind = $2 AND period = $3`,
      [accountId, change.kind, change.period, change.amount],
    )
    return
  }
  await tx.query(
    `UPDATE rg_limits SET pending_amount = $4,
       pending_at = platform_now() + $5::int * interval '1 hour', updated_at = platform_now()
     WHERE account_id = $1 AND kind = $2 AND period = $3`,
    [accountId, change.kind, change.period, change.amount, coolingOffHours],
  )
}

/** Drops the change waiting on one limit; the limit in force stays. */
export async function cancelPending(
  q: Pick<Db, 'query'>,
  accountId: number,
  kind: LimitKind,
  period: LimitPeriod,
) {
  await settlePending(q, accountId)
  await q.query(
    `UPDATE rg_limits SET pending_amount = NULL, pending_at = NULL, updated_at = platform_now()
     WHERE account_id = $1 AND kind = $2 AND period = $3`,
    [accountId, kind, period],
  )
}
