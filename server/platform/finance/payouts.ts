import type { Platform } from '../context'
import type { Tx } from '../domain'
import { paymentProvider, type PayoutState } from '../integrations/payment-provider'
import { postToWallet } from '../ledger'
import { log } from '../log'

/** What a PSP's payout report did to its withdrawal, as stored beside the webhook. */
export type PayoutOutcome = 'disbursed' | 'paid' | 'refunded' | 'unchanged' | 'mismatch' | 'flagged'

/** A withdrawal as the payout state machine reads it, locked, with its currency and merchant. */
export interface WithdrawalRow {
  id: string
  account_id: string
  amount: string
  status: string
  confirmed_at: Date | null
  payout_status: 'pending' | 'paid' | 'failed' | null
  currency: string
  merchant: string
}

/** The merchant's currency: its deposit channels' (the brand's), as the seed writes them. */
const currencyOf = `(SELECT c.currency FROM deposit_channels c WHERE c.merchant = a.merchant
  ORDER BY c.sort, c.id LIMIT 1)`

/** Locks the withdrawal a PSP payout reference belongs to, or answers undefined. */
export async function lockWithdrawal(tx: Tx, provider: string, reference: string) {
  const [order] = await tx.query<WithdrawalRow>(
    `SELECT w.id, w.account_id, w.amount, w.status, w.confirmed_at, w.payout_status,
       ${currencyOf} AS currency, a.merchant
     FROM withdrawal_orders w JOIN accounts a ON a.id = w.account_id
     WHERE w.provider = $1 AND w.payout_reference = $2 FOR UPDATE OF w`,
    [provider, reference],
  )
  return order
}

const flag = (tx: Tx, id: string, details: Record<string, unknown>) =>
  tx.query(`UPDATE withdrawal_orders SET flag = coalesce(flag, $2::jsonb) WHERE id = $1`, [
    id,
    JSON.stringify(details),
  ])

/**
 * A payout's state machine under the PSP's report, inside the caller's transaction with the
 * withdrawal locked. payout_status pending → paid | failed, once. Paid: a withdrawal still
 * processing is disbursed now (the member's confirmation window starts). Failed: the withdrawal is
 * rejected and its money returned through the ledger ('withdraw', reference
 * 'withdraw-refund:<id>', so the withdrawal totals net out) while the member has not confirmed
 * receipt; after a confirmation it is only flagged. A report that does not match the withdrawal
 * (amount, currency, merchant) or contradicts an earlier one is flagged and moves no money.
 */
export async function settlePayout(
  tx: Tx,
  order: WithdrawalRow,
  state: PayoutState,
  confirmMinutes: number,
): Promise<PayoutOutcome> {
  const differs = (['amount', 'currency', 'merchant'] as const).filter(
    (key) => String(state[key]) !== String(order[key]),
  )
  if (differs.length) {
    await flag(tx, order.id, { mismatch: differs, reported: state })
    return 'mismatch'
  }
  if (state.status === 'pending') return 'unchanged'
  if (order.payout_status === 'paid' || order.payout_status === 'failed') {
    if (order.payout_status === state.status) return 'unchanged'
    await flag(tx, order.id, { contradicts: order.payout_status, reported: state })
    return 'flagged'
  }
  await tx.query('UPDATE withdrawal_orders SET payout_status = $2 WHERE id = $1', [
    order.id,
    state.status,
  ])
  if (state.status === 'paid') {
    const [moved] = await tx.query(
      `UPDATE withdrawal_orders SET status = 'disbursed', disbursed_at = platform_now(),
         confirm_deadline = platform_now() + $2::int * interval '1 minute'
       WHERE id = $1 AND status = 'processing' RETURNING id`,
      [order.id, confirmMinutes],
    )
    return moved ? 'disbursed' : 'paid'
  }
  const [rejected] = await tx.query(
    `UPDATE withdrawal_orders SET status = 'rejected'
     WHERE id = $1 AND status IN ('processing', 'disbursed') AND confirmed_at IS NULL RETURNING id`,
    [order.id],
  )
  if (!rejected) {
    await flag(tx, order.id, { payoutFailedAfter: order.status, reported: state })
    return 'flagged'
  }
  await postToWallet(
    tx,
    Number(order.account_id),
    Number(order.amount),
    'withdraw',
    `withdraw-refund:${order.id}`,
  )
  return 'refunded'
}

/**
 * Asks the merchant's PSP to pay a withdrawal out (idempotent by the withdrawal's id) and keeps
 * the PSP's reference; never one still awaiting an operator's review. A PSP that does not answer
 * leaves the withdrawal without a reference; the reconciliation asks again. Answers whether the
 * PSP took it.
 */
export async function requestPayout(p: Platform, withdrawalId: string) {
  const [order] = await p.db.query<{
    amount: string
    provider: string
    merchant: string
    currency: string
    bank_name: string
    account_no: string
    holder_name: string
  }>(
    `SELECT w.amount, w.provider, a.merchant, ${currencyOf} AS currency,
       b.bank_name, b.account_no, b.holder_name
     FROM withdrawal_orders w JOIN accounts a ON a.id = w.account_id
       JOIN bank_accounts b ON b.id = w.bank_id
     WHERE w.id = $1 AND w.provider IS NOT NULL AND w.payout_reference IS NULL
       AND w.review IS DISTINCT FROM 'pending'`,
    [withdrawalId],
  )
  const adapter = order && paymentProvider(p.integrations.paymentProviders, order.provider)
  if (!order || !adapter) return false
  try {
    const { reference } = await adapter.createPayout({
      payoutId: withdrawalId,
      amount: Number(order.amount),
      currency: order.currency,
      merchant: order.merchant,
      bank: {
        bankName: order.bank_name,
        accountNo: order.account_no,
        holderName: order.holder_name,
      },
    })
    await p.db.query(
      `UPDATE withdrawal_orders SET payout_reference = $2, payout_status = 'pending'
       WHERE id = $1 AND payout_reference IS NULL`,
      [withdrawalId, reference],
    )
    return true
  } catch (error) {
    log.error({ err: error }, `[payouts] payout of withdrawal ${withdrawalId} not requested`)
    return false
  }
}

/**
 * The payouts' reconciliation: requests again every payout the PSP never took or no longer knows,
 * and asks the PSP about every payout still pending past the merchant's depositReconcileMinutes,
 * settling it by the same state machine as the webhook.
 */
export async function reconcilePayouts(p: Platform, limit = 200) {
  const unsent = await p.db.query<{ id: string }>(
    `SELECT id FROM withdrawal_orders WHERE provider IS NOT NULL AND payout_reference IS NULL
       AND status IN ('processing', 'disbursed') AND review IS DISTINCT FROM 'pending'
     ORDER BY id LIMIT $1`,
    [limit],
  )
  for (const { id } of unsent) await requestPayout(p, String(id))
  const open = await p.db.query<{
    provider: string
    payout_reference: string
    merchant: string
    age_minutes: number
  }>(
    `SELECT w.provider, w.payout_reference, a.merchant,
       extract(epoch FROM platform_now() - w.created_at) / 60 AS age_minutes
     FROM withdrawal_orders w JOIN accounts a ON a.id = w.account_id
     WHERE w.payout_status = 'pending' ORDER BY w.id LIMIT $1`,
    [limit],
  )
  let moved = 0
  for (const row of open) {
    const { finance } = await p.settings(row.merchant)
    if (Number(row.age_minutes) < finance.depositReconcileMinutes) continue
    const adapter = paymentProvider(p.integrations.paymentProviders, row.provider)
    if (!adapter) continue
    let state: PayoutState | null
    try {
      state = await adapter.payoutStatus(row.payout_reference)
    } catch (error) {
      log.error({ err: error }, `[payouts] status of ${row.payout_reference} unknown`)
      continue
    }
    if (state === null) {
      // The PSP does not know the payout (it lost its books, or never kept them): it is asked
      // again by the withdrawal's id, which the PSP takes once, and the reference is replaced.
      const forgotten = await p.db.query(
        `UPDATE withdrawal_orders SET payout_reference = NULL, payout_status = NULL
         WHERE provider = $1 AND payout_reference = $2 AND payout_status = 'pending' RETURNING id`,
        [row.provider, row.payout_reference],
      )
      for (const { id } of forgotten as { id: string }[]) await requestPayout(p, String(id))
      continue
    }
    if (state.status === 'pending') continue
    const found = state
    const outcome = await p.db.transaction(async (tx) => {
      const order = await lockWithdrawal(tx, row.provider, row.payout_reference)
      return order ? settlePayout(tx, order, found, finance.confirmMinutes) : 'unchanged'
    })
    if (outcome !== 'unchanged') moved++
  }
  return { requested: unsent.length, moved }
}
