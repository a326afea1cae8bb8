import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import type { Platform } from '../context'
import type { Tx } from '../domain'
import {
  paymentAdapters,
  paymentProvider,
  type PaymentRequest,
  type PaymentState,
} from '../integrations/payment-provider'
import { postToWallet } from '../ledger'
import { log } from '../log'
import { lockWithdrawal, reconcilePayouts, settlePayout } from './payouts'
import { ApiError } from '../router'
import { refuseWithoutBirthDate } from '../responsible/birth-date'
import { limitPassed, limitValue } from '../responsible/limits'

/** An order's state; the table's CHECK holds the column to these. */
export type DepositStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired'

/** What a PSP's report did to its order, as stored beside the webhook. */
export type SettleOutcome =
  'credited' | 'failed' | 'expired' | 'unchanged' | 'mismatch' | 'latePaid'

/** A deposit order as the state machine reads it, locked, with its currency and merchant. */
interface OrderRow {
  id: string
  account_id: string
  amount: string
  status: DepositStatus
  currency: string
  merchant: string
}

/** The refusal of a deposit while the merchant's PSP is not configured or does not answer. */
const unavailable = () =>
  new ApiError('Deposits are unavailable at the moment; please try again later', 503)

/**
 * Opens a deposit: asks the merchant's PSP for a hosted payment page first and stores the order
 * with the PSP's reference only once the PSP answered, so a PSP that does not answer leaves no
 * order behind (the member gets a refusal in their language). The order expires after the
 * merchant's depositExpiryMinutes.
 */
export async function openDeposit(
  p: Platform,
  request: Omit<PaymentRequest, 'orderId' | 'currency'> & { accountId: number; channelId: string },
) {
  const settings = await p.settings(request.merchant)
  const adapter = paymentProvider(p.integrations.paymentProviders, settings.paymentProvider)
  if (!adapter) throw unavailable()
  const [channel] = await p.db.query<{ currency: string }>(
    'SELECT currency FROM deposit_channels WHERE id = $1 AND merchant = $2',
    [request.channelId, request.merchant],
  )
  if (!channel) throw new ApiError('This deposit channel does not exist', 404)
  // Responsible gaming (issue 46): the date of birth when the merchant asks for it before a
  // deposit (and the minimum age of one given), and the deposit limits, looked at before the PSP
  // is asked for a payment...
  await refuseWithoutBirthDate(p.db, request.accountId, settings, p.clock.now())
  await p.db.transaction((tx) => refuseOverLimit(p, tx, request))
  const orderId = randomBytes(12).toString('hex')
  const payment = await adapter
    .createPayment({
      orderId,
      amount: request.amount,
      currency: channel.currency,
      merchant: request.merchant,
      returnUrl: request.returnUrl,
      language: request.language,
    })
    .catch((error: unknown) => {
      log.error({ err: error }, `[payments] ${settings.paymentProvider} create payment failed`)
      throw unavailable()
    })
  // ...and again with the wallet locked as the order is written: two orders at once cannot both
  // pass the limit (the PSP's payment of a refused one expires unpaid).
  await p.db.transaction(async (tx) => {
    await refuseOverLimit(p, tx, request)
    await tx.query(
      `INSERT INTO deposit_orders (id, account_id, channel_id, amount, provider, psp_reference, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, platform_now() + $7::int * interval '1 minute')`,
      [
        orderId,
        request.accountId,
        request.channelId,
        request.amount,
        settings.paymentProvider,
        payment.reference,
        settings.finance.depositExpiryMinutes,
      ],
    )
  })
  return { orderId, payUrl: payment.payUrl }
}

/** Refuses a deposit order that would pass one of the member's deposit limits (responsible gaming). */
async function refuseOverLimit(
  p: Platform,
  tx: Tx,
  request: { accountId: number; merchant: string; amount: number },
) {
  const passed = await limitPassed(
    tx,
    { accountId: request.accountId, merchant: request.merchant },
    ['deposit'],
    request.amount,
    p.clock.now(),
  )
  if (passed) throw new ApiError(passed.refusal, 403, limitValue(passed))
}

/** Locks the order a PSP reference belongs to, or answers undefined. */
async function lockOrder(tx: Tx, provider: string, reference: string) {
  const [order] = await tx.query<OrderRow>(
    `SELECT o.id, o.account_id, o.amount, o.status, c.currency, a.merchant
     FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
       JOIN accounts a ON a.id = o.account_id
     WHERE o.provider = $1 AND o.psp_reference = $2 FOR UPDATE OF o`,
    [provider, reference],
  )
  return order
}

/** Sets the order's flag (the first one stays) for an operator to look at. */
const flag = (tx: Tx, id: string, details: Record<string, unknown>) =>
  tx.query(`UPDATE deposit_orders SET flag = coalesce(flag, $2::jsonb) WHERE id = $1`, [
    id,
    JSON.stringify(details),
  ])

/**
 * The state machine of a deposit under a PSP's report, inside the caller's transaction with the
 * order locked: pending → paid (the wallet credited once, ledger 'deposit', reference
 * 'deposit:<id>') | failed | expired; a final state never changes again. A report that does not
 * match the order (amount, currency, merchant) flags it and fails it, moving no money; a payment
 * reported after the order expired or failed is flagged and not credited (an operator refunds or
 * credits it by hand).
 */
export async function settleDeposit(
  tx: Tx,
  order: OrderRow,
  state: PaymentState,
): Promise<SettleOutcome> {
  const differs = (['amount', 'currency', 'merchant'] as const).filter(
    (key) => String(state[key]) !== String(order[key]),
  )
  if (differs.length) {
    await flag(tx, order.id, { mismatch: differs, reported: state })
    await tx.query(
      `UPDATE deposit_orders SET status = 'failed', settled_at = platform_now()
       WHERE id = $1 AND status = 'pending'`,
      [order.id],
    )
    return 'mismatch'
  }
  if (state.status === 'pending') return 'unchanged'
  const [moved] = await tx.query<{ id: string }>(
    `UPDATE deposit_orders SET status = $2, settled_at = platform_now()
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [order.id, state.status],
  )
  if (moved) {
    if (state.status !== 'paid') return state.status
    await postToWallet(
      tx,
      Number(order.account_id),
      Number(order.amount),
      'deposit',
      `deposit:${order.id}`,
    )
    return 'credited'
  }
  if (state.status === 'paid' && order.status !== 'paid') {
    await flag(tx, order.id, { latePaid: true, statusThen: order.status, reported: state })
    return 'latePaid'
  }
  return 'unchanged'
}

const maxWebhookBytes = 16 * 1024

/** Marks a webhook whose order does not exist: the transaction rolls back, nothing is stored. */
class UnknownReference extends Error {}

/**
 * POST /psp/:provider/webhook: the PSP's report of a payment or a payout. Checked by the
 * provider's adapter (signature, time stamp), stored once by the PSP's event id (a repeat answers
 * the first outcome), applied to the order by its state machine in the same transaction as the
 * money it moves (deposit credit, payout refund). 2xx only once
 * stored; 4xx for a request that will never be accepted (bad signature, stale, malformed, unknown
 * reference), 5xx otherwise so that the PSP retries.
 */
export function paymentWebhookRoutes(app: Hono, p: Platform) {
  app.post('/psp/:provider/webhook', async (c) => {
    const provider = c.req.param('provider')
    const adapter = Object.hasOwn(paymentAdapters, provider)
      ? paymentProvider(p.integrations.paymentProviders, provider)
      : null
    if (!adapter) return c.json({ error: 'unknownProvider' }, 404)
    if (Number(c.req.header('content-length') ?? 0) > maxWebhookBytes)
      return c.json({ error: 'tooLarge' }, 413)
    const raw = await c.req.text()
    if (raw.length > maxWebhookBytes) return c.json({ error: 'tooLarge' }, 413)
    const reading = adapter.readWebhook((name) => c.req.header(name), raw)
    if ('problem' in reading)
      return c.json({ error: reading.problem }, reading.problem === 'malformed' ? 400 : 401)
    const { event } = reading
    try {
      const answer = await p.db.transaction(async (tx) => {
        const [fresh] = await tx.query(
          `INSERT INTO psp_webhooks (provider, event_id, reference, payload) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [provider, event.eventId, event.reference, JSON.stringify(event)],
        )
        if (!fresh) {
          const [seen] = await tx.query<{ outcome: string }>(
            'SELECT outcome FROM psp_webhooks WHERE provider = $1 AND event_id = $2',
            [provider, event.eventId],
          )
          return { received: true, duplicate: true, outcome: seen?.outcome ?? 'received' }
        }
        let outcome: string
        if (event.type === 'payout') {
          const order = await lockWithdrawal(tx, provider, event.reference)
          if (!order) throw new UnknownReference()
          const { finance } = await p.settings(order.merchant)
          outcome = await settlePayout(tx, order, event, finance.confirmMinutes)
        } else {
          const order = await lockOrder(tx, provider, event.reference)
          if (!order) throw new UnknownReference()
          outcome = await settleDeposit(tx, order, event)
        }
        await tx.query(
          'UPDATE psp_webhooks SET outcome = $3 WHERE provider = $1 AND event_id = $2',
          [provider, event.eventId, outcome],
        )
        return { received: true, duplicate: false, outcome }
      })
      return c.json(answer, 200)
    } catch (error) {
      if (error instanceof UnknownReference) return c.json({ error: 'unknownReference' }, 404)
      log.error({ err: error }, '[payments] webhook not stored')
      return c.json({ error: 'notStored' }, 500)
    }
  })
}

/** A pending order the reconciliation looks at. */
interface PendingRow {
  id: string
  provider: string | null
  psp_reference: string | null
  merchant: string
  age_minutes: number
  expired: boolean
}

/**
 * Asks the PSP about every deposit still pending past its merchant's depositReconcileMinutes (a
 * webhook may have been lost) and settles it by the same state machine; an order past its expiry
 * that the PSP reports pending or does not know expires. A PSP that does not answer leaves its
 * orders pending for the next run. Answers how many orders it looked at and how many it moved.
 */
export async function reconcileDeposits(p: Platform, limit = 200) {
  const rows = await p.db.query<PendingRow>(
    `SELECT o.id, o.provider, o.psp_reference, a.merchant,
       extract(epoch FROM platform_now() - o.created_at) / 60 AS age_minutes,
       coalesce(o.expires_at <= platform_now(), false) AS expired
     FROM deposit_orders o JOIN accounts a ON a.id = o.account_id
     WHERE o.status = 'pending' ORDER BY o.created_at LIMIT $1`,
    [limit],
  )
  let asked = 0
  let moved = 0
  for (const row of rows) {
    const { finance } = await p.settings(row.merchant)
    if (Number(row.age_minutes) < finance.depositReconcileMinutes) continue
    asked++
    const expired = row.expired || Number(row.age_minutes) >= finance.depositExpiryMinutes
    const adapter =
      row.provider && row.psp_reference
        ? paymentProvider(p.integrations.paymentProviders, row.provider)
        : null
    let state: PaymentState | null = null
    if (adapter) {
      try {
        state = await adapter.paymentStatus(row.psp_reference!)
      } catch (error) {
        log.error({ err: error }, `[payments] status of ${row.id} unknown`)
        continue
      }
    }
    const outcome = await p.db.transaction(async (tx) => {
      const order = row.provider ? await lockOrder(tx, row.provider, row.psp_reference!) : undefined
      if (state && order && state.status !== 'pending') return settleDeposit(tx, order, state)
      if (!expired) return 'unchanged'
      const [gone] = await tx.query(
        `UPDATE deposit_orders SET status = 'expired', settled_at = platform_now()
         WHERE id = $1 AND status = 'pending' RETURNING id`,
        [row.id],
      )
      return gone ? 'expired' : 'unchanged'
    })
    if (outcome !== 'unchanged') moved++
  }
  return { asked, moved }
}

/** Both reconciliations, deposits then payouts: server/main.ts runs it every minute. */
export async function reconcilePayments(p: Platform) {
  return { deposits: await reconcileDeposits(p), payouts: await reconcilePayouts(p) }
}
