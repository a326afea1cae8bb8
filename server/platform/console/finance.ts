import type { Platform } from '../context'
import type { Db } from '../db'
import type { Tx } from '../domain'
import { checkRange } from '../agent/team'
import { maskAccountNo } from '../finance/guards'
import { requestPayout } from '../finance/payouts'
import { refusal } from '../i18n'
import { postToWallet } from '../ledger'
import { ApiError } from '../router'
import { withDefaults, type MerchantSettings } from '../settings'
import { inLanguage, type Texts } from '../texts'
import { readTimeZone } from '../time-zone'
import { recordAudit } from './audit'
import type { OperatorContext } from './context'

/*
 * The console's finance desk (issue 45): deposit orders, the withdrawal queue with its approval
 * and refusal, and manual balance adjustments with a second approver above the merchant's
 * threshold. Every query is scoped by the operator's merchant: another merchant's id is "not
 * found". Every change is audited in the transaction that makes it.
 */

/** A 400 naming the field that is wrong. */
export const invalid = (name: string) => new ApiError(refusal`${name} is invalid`, 400)

/** A whole number in [min, max], the fallback when absent, else a 400 naming the field. */
export function wholeNumber(
  value: unknown,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
    throw invalid(name)
  return value
}

/** A row id: digits as text or a whole number (bigserial ids), else a 400 naming the field. */
export function rowIdOf(value: unknown, name: string): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,17}$/.test(text)) throw invalid(name)
  return text
}

/** Text of at most max characters without control characters (a line break is fine), trimmed. */
export function plainText(value: unknown, name: string, max: number, optional = false) {
  if (value === undefined && optional) return undefined
  if (typeof value !== 'string') throw invalid(name)
  const text = value.trim()
  if (!text || text.length > max || [...text].some(isControl)) throw invalid(name)
  return text
}

/** A control character other than a line break. */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!
  return (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code < 0xa0)
}

/** One of the allowed values, or undefined when absent. */
export function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]) {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw invalid(name)
  return value as T
}

/** A page of a list: page from 1, pageSize 1–100 (20 by default). */
export function pageOf(input: { page?: unknown; pageSize?: unknown }) {
  const page = wholeNumber(input.page, 'page', 1, 100_000, 1)
  const pageSize = wholeNumber(input.pageSize, 'pageSize', 1, 100, 20)
  return { page, pageSize, offset: (page - 1) * pageSize }
}

/** An optional range of yyyy-MM-dd days; both ends or neither, at most 93 days. */
export function dayRangeOf(input: { startDate?: unknown; endDate?: unknown }) {
  const { startDate, endDate } = input
  if (startDate === undefined && endDate === undefined) return { start: null, end: null }
  if (typeof startDate !== 'string' || typeof endDate !== 'string')
    throw new ApiError('A date range needs both its start and its end', 400)
  checkRange(startDate, endDate)
  return { start: startDate, end: endDate }
}

/** The merchant's settings as stored now (another instance may have changed them). */
export async function merchantSettings(q: Tx, merchant: string): Promise<MerchantSettings> {
  const [row] = await q.query<{ settings: Partial<MerchantSettings> }>(
    'SELECT settings FROM merchants WHERE code = $1',
    [merchant],
  )
  if (!row) throw new ApiError('Unknown merchant', 404)
  return withDefaults(row.settings)
}

/**
 * Runs fn in a transaction whose session time zone is the merchant's, so `$n::date` bounds and
 * `created_at::date` days fall on the merchant's midnights.
 */
export async function inMerchantZone<T>(
  db: Db,
  merchant: string,
  fn: (tx: Tx, zone: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const zone = readTimeZone((await merchantSettings(tx, merchant)).timeZone)
    await tx.query(`SELECT set_config('TimeZone', $1, true)`, [zone])
    return fn(tx, zone)
  })
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

// ---------------------------------------------------------------------------------------------
// Deposit orders

const depositStatuses = ['pending', 'paid', 'cancelled', 'failed', 'expired'] as const

/** What the deposit search takes; every filter is optional. */
export interface DepositSearch {
  username?: string
  orderId?: string
  status?: (typeof depositStatuses)[number]
  startDate?: string
  endDate?: string
  page?: number
  pageSize?: number
}

/** The merchant's deposit orders matching the filters, newest first, one page. */
export async function searchDeposits(db: Db, ctx: OperatorContext, input: DepositSearch) {
  const username = plainText(input.username, 'username', 64, true)
  const orderId = plainText(input.orderId, 'orderId', 64, true)
  const status = oneOf(input.status, 'status', depositStatuses)
  const { start, end } = dayRangeOf(input)
  const { page, pageSize, offset } = pageOf(input)
  return inMerchantZone(db, ctx.merchant, async (tx) => {
    const where = `FROM deposit_orders o JOIN accounts a ON a.id = o.account_id
      JOIN deposit_channels c ON c.id = o.channel_id
      WHERE a.merchant = $1 AND ($2::text IS NULL OR lower(a.username) = lower($2::text))
        AND ($3::text IS NULL OR o.id = $3::text) AND ($4::text IS NULL OR o.status = $4::text)
        AND ($5::date IS NULL OR o.created_at >= $5::date)
        AND ($6::date IS NULL OR o.created_at < $6::date + 1)`
    const params = [ctx.merchant, username ?? null, orderId ?? null, status ?? null, start, end]
    const [count] = await tx.query<{ count: string }>(`SELECT count(*) AS count ${where}`, params)
    const rows = await tx.query<{
      id: string
      account_id: string
      username: string
      amount: string
      status: string
      channel: Texts
      currency: string
      provider: string | null
      flag: unknown
      created_at: Date
      settled_at: Date | null
    }>(
      `SELECT o.id, o.account_id, a.username, o.amount, o.status, c.name AS channel, c.currency,
         o.provider, o.flag, o.created_at, o.settled_at
       ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $7 OFFSET $8`,
      [...params, pageSize, offset],
    )
    const total = Number(count?.count ?? 0)
    return {
      list: rows.map((r) => ({
        orderId: r.id,
        accountId: String(r.account_id),
        username: r.username,
        amount: Number(r.amount),
        currency: r.currency,
        status: r.status,
        // The channel's name as the operator wrote it in English (the console's source language).
        channel: inLanguage(r.channel, 'EN'),
        provider: r.provider,
        flagged: r.flag !== null,
        createdAt: iso(r.created_at)!,
        settledAt: iso(r.settled_at),
      })),
      page,
      total,
      totalPages: Math.ceil(total / pageSize),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The withdrawal queue

/** A withdrawal as the queue lists it; `awaitingReview` ones are the operator's to decide. */
interface QueueRow {
  id: string
  account_id: string
  username: string
  amount: string
  status: string
  review: 'pending' | 'approved' | 'refused' | null
  provider: string | null
  payout_status: string | null
  flag: unknown
  bank_name: string
  account_no: string
  holder_name: string
  reviewer: string | null
  reviewed_at: Date | null
  refusal_reason: string | null
  created_at: Date
}

const queueColumns = `w.id, w.account_id, a.username, w.amount, w.status, w.review, w.provider,
  w.payout_status, w.flag, b.bank_name, b.account_no, b.holder_name, o.username AS reviewer,
  w.reviewed_at, w.refusal_reason, w.created_at`
const queueFrom = `FROM withdrawal_orders w JOIN accounts a ON a.id = w.account_id
  JOIN bank_accounts b ON b.id = w.bank_id LEFT JOIN operators o ON o.id = w.reviewed_by`

const queueView = (r: QueueRow) => ({
  orderId: String(r.id),
  accountId: String(r.account_id),
  username: r.username,
  amount: Number(r.amount),
  status: r.status,
  review: r.review,
  awaitingReview: r.review === 'pending' && r.status === 'processing',
  provider: r.provider,
  payoutStatus: r.payout_status,
  flagged: r.flag !== null,
  bankName: r.bank_name,
  accountNo: maskAccountNo(r.account_no),
  holderName: r.holder_name,
  reviewedBy: r.reviewer,
  reviewedAt: iso(r.reviewed_at),
  refusalReason: r.refusal_reason,
  createdAt: iso(r.created_at)!,
})

/** What the queue takes: only those awaiting review, or every order (optionally by username). */
export interface QueueQuery {
  awaitingOnly?: boolean
  username?: string
  page?: number
  pageSize?: number
}

/**
 * The merchant's withdrawals: those awaiting review first, oldest first (the order they are
 * worked in), then every other, newest first.
 */
export async function withdrawalQueue(db: Db, ctx: OperatorContext, input: QueueQuery) {
  if (input.awaitingOnly !== undefined && typeof input.awaitingOnly !== 'boolean')
    throw invalid('awaitingOnly')
  const username = plainText(input.username, 'username', 64, true)
  const { page, pageSize, offset } = pageOf(input)
  const awaiting = `(w.review = 'pending' AND w.status = 'processing')`
  const where = `WHERE a.merchant = $1 AND ($2::text IS NULL OR lower(a.username) = lower($2::text))`
  const params = [ctx.merchant, username ?? null]
  const [count] = await db.query<{ count: string; awaiting: string }>(
    `SELECT count(*) AS count, count(*) FILTER (WHERE ${awaiting}) AS awaiting ${queueFrom} ${where}`,
    params,
  )
  const waiting = Number(count?.awaiting ?? 0)
  // The page is read as two runs, each in the order of an index (withdrawal_orders_awaiting,
  // withdrawal_orders_created), rather than sorting every withdrawal of the merchant: the part of
  // the page among those awaiting review, then the rest of it among the others.
  const rows =
    offset < waiting
      ? await db.query<QueueRow>(
          `SELECT ${queueColumns} ${queueFrom} ${where} AND ${awaiting}
           ORDER BY w.created_at, w.id LIMIT $3 OFFSET $4`,
          [...params, pageSize, offset],
        )
      : []
  if (!input.awaitingOnly && rows.length < pageSize)
    rows.push(
      ...(await db.query<QueueRow>(
        `SELECT ${queueColumns} ${queueFrom} ${where} AND NOT coalesce(${awaiting}, false)
         ORDER BY w.created_at DESC, w.id DESC LIMIT $3 OFFSET $4`,
        [...params, pageSize - rows.length, Math.max(0, offset - waiting)],
      )),
    )
  const total = input.awaitingOnly ? waiting : Number(count?.count ?? 0)
  return {
    list: rows.map(queueView),
    awaiting: waiting,
    page,
    total,
    totalPages: Math.ceil(total / pageSize),
  }
}

/** The merchant's withdrawal, locked, or 404 (another merchant's id included). */
async function lockQueued(tx: Tx, merchant: string, orderId: string) {
  const [row] = await tx.query<QueueRow>(
    `SELECT ${queueColumns} ${queueFrom} WHERE w.id = $1 AND a.merchant = $2 FOR UPDATE OF w`,
    [orderId, merchant],
  )
  if (!row) throw new ApiError('Withdrawal order not found', 404)
  return row
}

async function reviewedRow(tx: Tx, merchant: string, orderId: string) {
  const [row] = await tx.query<QueueRow>(
    `SELECT ${queueColumns} ${queueFrom} WHERE w.id = $1 AND a.merchant = $2`,
    [orderId, merchant],
  )
  return queueView(row!)
}

const notAwaiting = () => new ApiError('This withdrawal is not awaiting review', 409)

/**
 * Approves a withdrawal awaiting review and pays it out the way every payout goes: through the
 * merchant's PSP (requested after the commit, by the withdrawal's id; one the PSP does not take
 * now the reconciliation asks again), or, without a PSP, disbursed at once. The member's
 * confirmation window starts when it is disbursed. Approving twice, or an order refused meanwhile,
 * is a 409: the UPDATE itself checks the state under the row lock.
 */
export async function approveWithdrawal(
  p: Platform,
  ctx: OperatorContext,
  input: { orderId?: unknown },
) {
  const orderId = rowIdOf(input.orderId, 'orderId')
  const { order, viaProvider } = await p.db.transaction(async (tx) => {
    const before = queueView(await lockQueued(tx, ctx.merchant, orderId))
    const { confirmMinutes } = (await merchantSettings(tx, ctx.merchant)).finance
    const [moved] = await tx.query<{ provider: string | null }>(
      `UPDATE withdrawal_orders SET review = 'approved', reviewed_by = $2, reviewed_at = platform_now(),
         status = CASE WHEN provider IS NULL THEN 'disbursed' ELSE status END,
         disbursed_at = CASE WHEN provider IS NULL THEN platform_now() END,
         confirm_deadline = CASE WHEN provider IS NULL
           THEN platform_now() + $3::int * interval '1 minute' END
       WHERE id = $1 AND review = 'pending' AND status = 'processing' RETURNING provider`,
      [orderId, ctx.operatorId, confirmMinutes],
    )
    if (!moved) throw notAwaiting()
    const after = await reviewedRow(tx, ctx.merchant, orderId)
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      merchantId: ctx.merchantId,
      action: 'withdrawal.approve',
      target: `withdrawal:${orderId}`,
      before,
      after,
    })
    return { order: after, viaProvider: moved.provider !== null }
  })
  const payoutRequested = viaProvider ? await requestPayout(p, orderId) : false
  return { order, payoutRequested }
}

/**
 * Refuses a withdrawal awaiting review with the operator's reason: rejected, and its money back
 * in the member's wallet through the ledger in the same transaction ('withdraw', reference
 * 'withdraw-refund:<id>', as a payout the PSP refused, so the withdrawal totals net out). The
 * status change and the ledger row are the member's live `withdrawal` and `wallet` events.
 */
export async function refuseWithdrawal(
  db: Db,
  ctx: OperatorContext,
  input: { orderId?: unknown; reason?: unknown },
) {
  const orderId = rowIdOf(input.orderId, 'orderId')
  const reason = plainText(input.reason, 'reason', 500)!
  return db.transaction(async (tx) => {
    const before = queueView(await lockQueued(tx, ctx.merchant, orderId))
    const [moved] = await tx.query<{ account_id: string; amount: string }>(
      `UPDATE withdrawal_orders SET status = 'rejected', review = 'refused', reviewed_by = $2,
         reviewed_at = platform_now(), refusal_reason = $3
       WHERE id = $1 AND review = 'pending' AND status = 'processing'
       RETURNING account_id, amount`,
      [orderId, ctx.operatorId, reason],
    )
    if (!moved) throw notAwaiting()
    const balance = await postToWallet(
      tx,
      Number(moved.account_id),
      Number(moved.amount),
      'withdraw',
      `withdraw-refund:${orderId}`,
    )
    const after = await reviewedRow(tx, ctx.merchant, orderId)
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      merchantId: ctx.merchantId,
      action: 'withdrawal.refuse',
      target: `withdrawal:${orderId}`,
      before,
      after: { ...after, balanceAfter: balance },
    })
    return { order: after, balance }
  })
}

// ---------------------------------------------------------------------------------------------
// Manual adjustments

const adjustmentKinds = ['bonus', 'correction'] as const
const adjustmentStatuses = ['pending', 'applied', 'refused'] as const
/** No adjustment moves more than this (minor units): far above any real one, far below overflow. */
const maxAdjustment = 1_000_000_000_000

interface AdjustmentRow {
  id: string
  account_id: string
  username: string
  kind: (typeof adjustmentKinds)[number]
  amount: string
  reason: string
  status: (typeof adjustmentStatuses)[number]
  requested_by: string
  requester: string
  decided_by: string | null
  decider: string | null
  created_at: Date
  decided_at: Date | null
}

const adjustmentSelect = `SELECT j.*, a.username, r.username AS requester, d.username AS decider
  FROM balance_adjustments j JOIN accounts a ON a.id = j.account_id
  JOIN operators r ON r.id = j.requested_by LEFT JOIN operators d ON d.id = j.decided_by`

const adjustmentView = (r: AdjustmentRow) => ({
  adjustmentId: String(r.id),
  accountId: String(r.account_id),
  username: r.username,
  kind: r.kind,
  amount: Number(r.amount),
  reason: r.reason,
  status: r.status,
  requestedBy: r.requester,
  decidedBy: r.decider,
  createdAt: iso(r.created_at)!,
  decidedAt: iso(r.decided_at),
})

async function adjustmentOf(tx: Tx, merchant: string, id: string, lock = false) {
  const [row] = await tx.query<AdjustmentRow>(
    `${adjustmentSelect} WHERE j.id = $1 AND j.merchant = $2${lock ? ' FOR UPDATE OF j' : ''}`,
    [id, merchant],
  )
  if (!row) throw new ApiError('Adjustment not found', 404)
  return row
}

/** Writes an adjustment's ledger row with its balance change ('Insufficient balance' below zero). */
const applyToWallet = (
  tx: Tx,
  row: { id: string; account_id: string; kind: string; amount: string },
) => postToWallet(tx, Number(row.account_id), Number(row.amount), row.kind, `adjustment:${row.id}`)

/** What an operator asks for: a bonus (a credit) or a correction (either way), with a reason. */
export interface AdjustmentRequest {
  accountId?: unknown
  kind?: unknown
  amount?: unknown
  reason?: unknown
}

/**
 * Adjusts a member's balance: applied at once (the ledger row and the balance change together),
 * unless its size is above the merchant's finance.adjustmentApprovalAbove, when it waits for a
 * second operator. A correction that would take the balance below zero is refused.
 */
export async function requestAdjustment(db: Db, ctx: OperatorContext, input: AdjustmentRequest) {
  const accountId = rowIdOf(input.accountId, 'accountId')
  const kind = oneOf(input.kind, 'kind', adjustmentKinds)
  if (!kind) throw invalid('kind')
  const amount = wholeNumber(input.amount, 'amount', -maxAdjustment, maxAdjustment)
  if (amount === 0 || (kind === 'bonus' && amount < 0)) throw invalid('amount')
  const reason = plainText(input.reason, 'reason', 500)!
  return db.transaction(async (tx) => {
    const [account] = await tx.query('SELECT 1 FROM accounts WHERE id = $1 AND merchant = $2', [
      accountId,
      ctx.merchant,
    ])
    if (!account) throw new ApiError('Unknown account', 404)
    const threshold = (await merchantSettings(tx, ctx.merchant)).finance.adjustmentApprovalAbove
    const status = Math.abs(amount) > threshold ? 'pending' : 'applied'
    // A correction that could not be applied now is refused now, not at its approval (where the
    // wallet is checked again: the balance may have moved meanwhile).
    if (status === 'pending' && amount < 0) {
      const [wallet] = await tx.query<{ balance: string }>(
        'SELECT balance FROM wallets WHERE account_id = $1',
        [accountId],
      )
      if (Number(wallet?.balance ?? 0) + amount < 0) throw new ApiError('Insufficient balance', 400)
    }
    const [row] = await tx.query<{ id: string; account_id: string; kind: string; amount: string }>(
      `INSERT INTO balance_adjustments (merchant, account_id, kind, amount, reason, status, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, account_id, kind, amount`,
      [ctx.merchant, accountId, kind, amount, reason, status, ctx.operatorId],
    )
    const balance = status === 'applied' ? await applyToWallet(tx, row!) : null
    const after = adjustmentView(await adjustmentOf(tx, ctx.merchant, row!.id))
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      merchantId: ctx.merchantId,
      action: status === 'applied' ? 'adjustment.apply' : 'adjustment.request',
      target: `adjustment:${row!.id}`,
      before: null,
      after: { ...after, balanceAfter: balance },
    })
    return { adjustment: after, balance }
  })
}

/**
 * A second operator's decision on a pending adjustment: approved, it is applied (ledger row and
 * balance change); refused, nothing moves. The operator who asked for it cannot approve it (they
 * may withdraw it by refusing). Deciding twice, or at once, is a 409.
 */
export async function decideAdjustment(
  db: Db,
  ctx: OperatorContext,
  input: { adjustmentId?: unknown; approve?: unknown },
) {
  const id = rowIdOf(input.adjustmentId, 'adjustmentId')
  if (typeof input.approve !== 'boolean') throw invalid('approve')
  const approve = input.approve
  return db.transaction(async (tx) => {
    const current = await adjustmentOf(tx, ctx.merchant, id, true)
    if (approve && Number(current.requested_by) === ctx.operatorId)
      throw new ApiError('A second operator must approve this adjustment', 403)
    const [moved] = await tx.query<{
      id: string
      account_id: string
      kind: string
      amount: string
    }>(
      `UPDATE balance_adjustments SET status = $3, decided_by = $2, decided_at = platform_now()
       WHERE id = $1 AND status = 'pending' AND ($3 = 'refused' OR requested_by <> $2)
       RETURNING id, account_id, kind, amount`,
      [id, ctx.operatorId, approve ? 'applied' : 'refused'],
    )
    if (!moved) throw new ApiError('This adjustment is not awaiting approval', 409)
    const balance = approve ? await applyToWallet(tx, moved) : null
    const after = adjustmentView(await adjustmentOf(tx, ctx.merchant, id))
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      merchantId: ctx.merchantId,
      action: approve ? 'adjustment.approve' : 'adjustment.refuse',
      target: `adjustment:${id}`,
      before: adjustmentView(current),
      after: { ...after, balanceAfter: balance },
    })
    return { adjustment: after, balance }
  })
}

/** The merchant's adjustments, newest first, by status and account when given. */
export async function listAdjustments(
  db: Db,
  ctx: OperatorContext,
  input: { status?: unknown; accountId?: unknown; page?: number; pageSize?: number },
) {
  const status = oneOf(input.status, 'status', adjustmentStatuses)
  const accountId = input.accountId === undefined ? null : rowIdOf(input.accountId, 'accountId')
  const { page, pageSize, offset } = pageOf(input)
  const where = `WHERE j.merchant = $1 AND ($2::text IS NULL OR j.status = $2::text)
    AND ($3::bigint IS NULL OR j.account_id = $3::bigint)`
  const params = [ctx.merchant, status ?? null, accountId]
  const [count] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM balance_adjustments j ${where}`,
    params,
  )
  const rows = await db.query<AdjustmentRow>(
    `${adjustmentSelect} ${where} ORDER BY j.created_at DESC, j.id DESC LIMIT $4 OFFSET $5`,
    [...params, pageSize, offset],
  )
  const total = Number(count?.count ?? 0)
  return {
    list: rows.map(adjustmentView),
    page,
    total,
    totalPages: Math.ceil(total / pageSize),
  }
}
