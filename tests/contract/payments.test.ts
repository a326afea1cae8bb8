import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import type { Server as HttpServer } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { reconcileDeposits, reconcilePayments } from '../../server/platform/finance/payments'
import { sign, signedHeaders } from '../../server/platform/integrations/signing'
import { startPsp } from '../../server/psp/main'
import { refusal, signInAs, startPlatform } from './platform'

/**
 * The payment seam (issue 43): deposits opened at the demo PSP, its signed webhooks, the state
 * machine and the reconciliation, with every fault the protocol names.
 */
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
afterEach(async () => {
  server.psp.control.dropWebhooks = false
  await server.psp.settled()
  await server.platform.clock.reset()
})

const webhookUrl = () => `${server.origin}/psp/demo/webhook`

/** Posts a webhook body signed with the shared secret (or another), stamped at `at`. */
const postWebhook = (payload: unknown, options: { secret?: string; at?: number } = {}) => {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  return fetch(webhookUrl(), {
    method: 'POST',
    headers: signedHeaders(options.secret ?? server.psp.secret, body, options.at),
    body,
  })
}

interface Order {
  orderId: string
  reference: string
  amount: number
  accountId: number
  payUrl: string
}

/** A new deposit order of demo_member at LUCKY01 (PHP), with its PSP reference. */
async function newOrder(amount = 20_000): Promise<Order> {
  await signInAs(server, 'demo_member')
  const { list } = await call('finance.channels')
  const order = await call('finance.deposit', { channelId: list[0]!.id, amount })
  const [row] = await server.db.query<{ psp_reference: string; account_id: string }>(
    'SELECT psp_reference, account_id FROM deposit_orders WHERE id = $1',
    [order.orderId],
  )
  const psp = server.platform.integrations.paymentProviders.demo!
  expect(order.payUrl).toBe(`${psp.url}/pay/${row!.psp_reference}`)
  return {
    orderId: order.orderId,
    reference: row!.psp_reference,
    amount,
    accountId: Number(row!.account_id),
    payUrl: order.payUrl,
  }
}

/** A webhook event for an order, as the PSP would send it, with a fresh event id. */
const event = (order: Order, overrides: Record<string, unknown> = {}) => ({
  eventId: randomBytes(8).toString('hex'),
  type: 'payment',
  reference: order.reference,
  orderId: order.orderId,
  merchant: 'LUCKY01',
  status: 'paid',
  amount: order.amount,
  currency: 'PHP',
  occurredAt: new Date().toISOString(),
  ...overrides,
})

/** The order's status, flag and the ledger rows of its credit. */
async function stateOf(order: Order) {
  const [row] = await server.db.query<{ status: string; flag: Record<string, unknown> | null }>(
    'SELECT status, flag FROM deposit_orders WHERE id = $1',
    [order.orderId],
  )
  const ledger = await server.db.query<{ amount: string }>(
    `SELECT amount FROM ledger WHERE reference = $1`,
    [`deposit:${order.orderId}`],
  )
  return { status: row!.status, flag: row!.flag, credits: ledger.map((r) => Number(r.amount)) }
}

/** The account's balance and the sum of its ledger: equal whatever happened. */
async function books(accountId: number) {
  const [row] = await server.db.query<{ balance: string; ledger: string }>(
    `SELECT w.balance, (SELECT coalesce(sum(amount), 0) FROM ledger l WHERE l.account_id = w.account_id) AS ledger
     FROM wallets w WHERE w.account_id = $1`,
    [accountId],
  )
  return { balance: Number(row!.balance), ledger: Number(row!.ledger) }
}

const minutes = (n: number) => n * 60_000

describe('deposits through the PSP', () => {
  it('credits once when the payer pays at the hosted page, however often the webhook comes again', async () => {
    const order = await newOrder()
    const before = await books(order.accountId)
    expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(200)
    await server.psp.settled()
    expect(await stateOf(order)).toEqual({ status: 'paid', flag: null, credits: [order.amount] })

    // The PSP's own delivery, replayed: as stored, re-signed now, and with its first signature.
    const [stored] = await server.db.query<{ payload: Record<string, unknown>; outcome: string }>(
      'SELECT payload, outcome FROM psp_webhooks WHERE reference = $1',
      [order.reference],
    )
    expect(stored!.outcome).toBe('credited')
    const replay = await postWebhook(stored!.payload)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, duplicate: true, outcome: 'credited' })
    // A new event saying paid again changes nothing either.
    const again = await postWebhook(event(order))
    expect(await again.json()).toMatchObject({ duplicate: false, outcome: 'unchanged' })

    expect((await stateOf(order)).credits).toEqual([order.amount])
    const after = await books(order.accountId)
    expect(after.balance - before.balance).toBe(order.amount)
    expect(after.balance).toBe(after.ledger)
  })

  it('credits once under concurrent duplicate webhooks (same event and different events)', async () => {
    const order = await newOrder(30_000)
    const same = event(order)
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => postWebhook(same)),
      ...Array.from({ length: 4 }, () => postWebhook(event(order))),
    ])
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
    const outcomes = await Promise.all(
      answers.map(async (r) => (await r.json()) as { duplicate: boolean; outcome: string }),
    )
    // One event credited; the other deliveries of it answer its outcome as duplicates.
    expect(outcomes.filter((o) => !o.duplicate && o.outcome === 'credited')).toHaveLength(1)
    expect(outcomes.filter((o) => o.duplicate)).toHaveLength(3)
    expect((await stateOf(order)).credits).toEqual([30_000])
    const { balance, ledger } = await books(order.accountId)
    expect(balance).toBe(ledger)
  })

  it('refuses a bad signature, a stale or future time stamp, an unsigned or malformed body', async () => {
    const order = await newOrder()
    const body = event(order)
    const wrong = await postWebhook(body, { secret: 'not-the-secret' })
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'badSignature' }])
    const stale = await postWebhook(body, { at: Date.now() - minutes(6) })
    expect([stale.status, await stale.json()]).toEqual([401, { error: 'stale' }])
    const future = await postWebhook(body, { at: Date.now() + minutes(6) })
    expect(future.status).toBe(401)
    const unsigned = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect([unsigned.status, await unsigned.json()]).toEqual([401, { error: 'unsigned' }])
    // A signature over another body (the amount changed in transit) fails too.
    const timestamp = Math.floor(Date.now() / 1000)
    const tampered = await fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(timestamp),
        'x-signature': sign(server.psp.secret, timestamp, JSON.stringify(body)),
      },
      body: JSON.stringify({ ...body, amount: 1 }),
    })
    expect(tampered.status).toBe(401)
    expect((await postWebhook('{not json')).status).toBe(400)
    expect((await postWebhook({ ...body, status: 'refunded' })).status).toBe(400)
    expect((await postWebhook({ ...body, amount: -5 })).status).toBe(400)
    const unknownProvider = await fetch(`${server.origin}/psp/acme/webhook`, {
      method: 'POST',
      body: '{}',
    })
    expect(unknownProvider.status).toBe(404)
    expect(await stateOf(order)).toEqual({ status: 'pending', flag: null, credits: [] })
    const stored = await server.db.query('SELECT 1 FROM psp_webhooks WHERE reference = $1', [
      order.reference,
    ])
    expect(stored).toHaveLength(0)
  })

  it('answers 404 for an unknown reference and stores nothing', async () => {
    const order = await newOrder()
    const answer = await postWebhook(event(order, { reference: 'psp_unknown' }))
    expect([answer.status, await answer.json()]).toEqual([404, { error: 'unknownReference' }])
    const stored = await server.db.query(
      "SELECT 1 FROM psp_webhooks WHERE reference = 'psp_unknown'",
    )
    expect(stored).toHaveLength(0)
  })

  it('flags an amount, currency or merchant mismatch and moves no money', async () => {
    for (const overrides of [
      { amount: 20_001 },
      { currency: 'VND' },
      { merchant: 'NOVA88' }, // a report naming another merchant for this merchant's order
    ]) {
      const order = await newOrder()
      const before = await books(order.accountId)
      const answer = await postWebhook(event(order, overrides))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ outcome: 'mismatch' })
      const state = await stateOf(order)
      expect(state.status).toBe('failed')
      expect(state.credits).toEqual([])
      expect(state.flag).toMatchObject({ mismatch: Object.keys(overrides) })
      // A correct report afterwards does not revive it.
      await postWebhook(event(order))
      expect((await stateOf(order)).credits).toEqual([])
      expect(await books(order.accountId)).toEqual(before)
    }
  })

  it('keeps a failed payment failed: a paid report after it is flagged, not credited', async () => {
    const order = await newOrder()
    expect((await fetch(`${order.payUrl}/cancel`, { method: 'POST' })).status).toBe(200)
    await server.psp.settled()
    expect(await stateOf(order)).toEqual({ status: 'failed', flag: null, credits: [] })
    const late = await postWebhook(event(order))
    expect(await late.json()).toMatchObject({ outcome: 'latePaid' })
    const state = await stateOf(order)
    expect(state).toMatchObject({ status: 'failed', credits: [] })
    expect(state.flag).toMatchObject({ latePaid: true, statusThen: 'failed' })
  })

  it('refuses the deposit in the member’s language and keeps no order when the PSP does not answer', async () => {
    await signInAs(server, 'demo_member')
    const { list } = await call('finance.channels')
    const endpoint = server.platform.integrations.paymentProviders.demo!
    const url = endpoint.url
    const [{ count: before }] = (await server.db.query<{ count: string }>(
      'SELECT count(*) FROM deposit_orders',
    )) as [{ count: string }]
    endpoint.url = 'http://127.0.0.1:9' // the discard port: nobody answers
    try {
      const error = await refusal(
        call('finance.deposit', { channelId: list[0]!.id, amount: 20_000 }),
      )
      expect(error.details.status).toBe(503)
      expect(error.message).toBe('Deposits are unavailable at the moment; please try again later')
      // In the member's language (VI here).
      const session = await signInAs(server, 'demo_member')
      const vi = await fetch(`${server.base}/finance/deposit`, {
        method: 'POST',
        headers: {
          merchant: 'LUCKY01',
          language: 'VI',
          'content-type': 'application/json',
          authorization: `Bearer ${session.token!}`,
        },
        body: JSON.stringify({ channelId: list[0]!.id, amount: 20_000 }),
      })
      expect(vi.status).toBe(503)
      expect(((await vi.json()) as { message: string }).message).toBe(
        'Hiện không thể nạp tiền; vui lòng thử lại sau',
      )
      // The PSP answers with a wrong secret: also unavailable.
      endpoint.url = url
      endpoint.secret = 'not-the-psp-secret'
      expect(
        (await refusal(call('finance.deposit', { channelId: list[0]!.id, amount: 20_000 }))).details
          .status,
      ).toBe(503)
    } finally {
      endpoint.url = url
      endpoint.secret = server.psp.secret
    }
    const [{ count: after }] = (await server.db.query<{ count: string }>(
      'SELECT count(*) FROM deposit_orders',
    )) as [{ count: string }]
    expect(after).toBe(before)
  })

  it("refuses the PSP's API to an unsigned or stale request", async () => {
    const body = JSON.stringify({ reference: 'psp_x' })
    const unsigned = await fetch(`${server.psp.url}/api/payments/status`, { method: 'POST', body })
    expect(unsigned.status).toBe(401)
    const stale = await fetch(`${server.psp.url}/api/payments/status`, {
      method: 'POST',
      headers: signedHeaders(server.psp.secret, body, Date.now() - minutes(10)),
      body,
    })
    expect(stale.status).toBe(401)
    const known = await fetch(`${server.psp.url}/api/payments/status`, {
      method: 'POST',
      headers: signedHeaders(server.psp.secret, body),
      body,
    })
    expect(known.status).toBe(404)
  })
})

describe('reconciliation', () => {
  it('settles a payment whose webhook was lost, once, after the reconciliation delay', async () => {
    const order = await newOrder(40_000)
    const before = await books(order.accountId)
    server.psp.control.dropWebhooks = true
    expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(200)
    await server.psp.settled()
    expect((await stateOf(order)).status).toBe('pending')
    // Younger than depositReconcileMinutes (5): not asked yet.
    await reconcileDeposits(server.platform)
    expect((await stateOf(order)).status).toBe('pending')
    await server.platform.clock.advance(minutes(6))
    const first = await reconcileDeposits(server.platform)
    expect(first.moved).toBeGreaterThanOrEqual(1)
    expect(await stateOf(order)).toEqual({ status: 'paid', flag: null, credits: [40_000] })
    await reconcileDeposits(server.platform)
    // The webhook arrives after all (delivered late): still one credit.
    const [payment] = [server.psp.payments.get(order.reference)!]
    await postWebhook(event(order, { status: payment.status }))
    expect((await stateOf(order)).credits).toEqual([40_000])
    const after = await books(order.accountId)
    expect(after.balance - before.balance).toBe(40_000)
    expect(after.balance).toBe(after.ledger)
  })

  it('expires an order past its expiry that the PSP reports pending or does not know; a late paid is flagged', async () => {
    const waiting = await newOrder()
    const forgotten = await newOrder()
    server.psp.payments.delete(forgotten.reference) // the PSP restarted and lost it
    await server.platform.clock.advance(minutes(10))
    await reconcileDeposits(server.platform)
    // Past the reconciliation delay but not the expiry (30 minutes): both stay pending.
    expect((await stateOf(waiting)).status).toBe('pending')
    expect((await stateOf(forgotten)).status).toBe('pending')
    await server.platform.clock.advance(minutes(25))
    await reconcileDeposits(server.platform)
    expect((await stateOf(waiting)).status).toBe('expired')
    expect((await stateOf(forgotten)).status).toBe('expired')

    const late = await postWebhook(event(waiting))
    expect(await late.json()).toMatchObject({ outcome: 'latePaid' })
    const state = await stateOf(waiting)
    expect(state).toMatchObject({ status: 'expired', credits: [] })
    expect(state.flag).toMatchObject({ latePaid: true, statusThen: 'expired' })
  })

  it('reports a failed payment found by reconciliation as failed', async () => {
    const order = await newOrder()
    server.psp.control.dropWebhooks = true
    await fetch(`${order.payUrl}/cancel`, { method: 'POST' })
    await server.platform.clock.advance(minutes(6))
    await reconcileDeposits(server.platform)
    expect(await stateOf(order)).toEqual({ status: 'failed', flag: null, credits: [] })
  })

  it('leaves orders pending while the PSP does not answer', async () => {
    const order = await newOrder()
    const endpoint = server.platform.integrations.paymentProviders.demo!
    const url = endpoint.url
    endpoint.url = 'http://127.0.0.1:9'
    try {
      await server.platform.clock.advance(minutes(6))
      await reconcileDeposits(server.platform)
    } finally {
      endpoint.url = url
    }
    expect((await stateOf(order)).status).toBe('pending')
  })
})

describe('payouts through the PSP', () => {
  const paymentPassword = '246810'
  let bankId: string

  beforeAll(async () => {
    // The time rule must not disburse under these tests: only the PSP does.
    await server.db.query(
      `UPDATE merchants SET settings = jsonb_set(settings, '{finance}',
         coalesce(settings->'finance', '{}'::jsonb) || '{"disburseSeconds": 86400}'::jsonb)
       WHERE code = 'LUCKY01'`,
    )
    await server.reloadMerchants()
    await signInAs(server, 'demo_member')
    const banks = await call('finance.banks')
    if (!banks.paymentPasswordSet)
      await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })
    bankId =
      banks.list[0]?.id ??
      (
        await call('finance.bindBank', {
          bankName: 'BDO Unibank',
          accountNo: '5550001111',
          holderName: 'Demo Member',
          paymentPassword,
        })
      ).list[0]!.id
  })

  /** A new withdrawal of demo_member and its payout row. */
  async function newWithdrawal(amount = 10_000) {
    await signInAs(server, 'demo_member')
    const placed = await call('finance.withdraw', { bankId, amount, paymentPassword })
    return { ...placed, ...(await payoutOf(placed.orderId)) }
  }

  async function payoutOf(orderId: string) {
    const [row] = await server.db.query<{
      status: string
      payout_reference: string | null
      payout_status: string | null
      flag: Record<string, unknown> | null
      account_id: string
      disbursed_at: Date | null
      confirm_deadline: Date | null
    }>(
      `SELECT status, payout_reference, payout_status, flag, account_id, disbursed_at, confirm_deadline
       FROM withdrawal_orders WHERE id = $1`,
      [orderId],
    )
    const refunds = await server.db.query<{ amount: string; kind: string }>(
      'SELECT amount, kind FROM ledger WHERE reference = $1',
      [`withdraw-refund:${orderId}`],
    )
    return { ...row!, refunds: refunds.map((r) => [r.kind, Number(r.amount)]) }
  }

  const payoutEvent = (
    w: { payout_reference: string | null; amount: number },
    overrides: Record<string, unknown> = {},
  ) => ({
    eventId: randomBytes(8).toString('hex'),
    type: 'payout',
    reference: w.payout_reference,
    merchant: 'LUCKY01',
    status: 'paid',
    amount: w.amount,
    currency: 'PHP',
    ...overrides,
  })

  it('requests the payout as the withdrawal is placed, once per withdrawal', async () => {
    const w = await newWithdrawal(10_000)
    expect(w.payout_reference).toMatch(/^pout_[0-9a-f]{24}$/)
    expect(w.payout_status).toBe('pending')
    expect(server.psp.payouts.get(w.payout_reference!)).toMatchObject({
      payoutId: w.orderId,
      amount: 10_000,
      currency: 'PHP',
      merchant: 'LUCKY01',
      status: 'pending',
    })
    // Asked again with the same withdrawal id (a retry), the PSP opens no second payout.
    const body = JSON.stringify({
      payoutId: w.orderId,
      merchant: 'LUCKY01',
      amount: 10_000,
      currency: 'PHP',
      bank: { bankName: 'x', accountNo: '1', holderName: 'y' },
    })
    const again = await fetch(`${server.psp.url}/api/payouts`, {
      method: 'POST',
      headers: signedHeaders(server.psp.secret, body),
      body,
    })
    expect(await again.json()).toMatchObject({ reference: w.payout_reference })
    const ofThisWithdrawal = [...server.psp.payouts.values()].filter(
      (x) => x.payoutId === w.orderId,
    )
    expect(ofThisWithdrawal).toHaveLength(1)
  })

  it('disburses a withdrawal when the PSP reports it paid, and starts the confirmation window', async () => {
    const w = await newWithdrawal(11_000)
    expect(w.status).toBe('processing')
    await server.psp.settlePayout(w.payout_reference!, 'paid')
    const after = await payoutOf(w.orderId)
    expect(after).toMatchObject({ status: 'disbursed', payout_status: 'paid', refunds: [] })
    expect(
      new Date(after.confirm_deadline!).getTime() - new Date(after.disbursed_at!).getTime(),
    ).toBe(30 * 60_000)
    const { list } = await call('finance.withdrawals', { pageSize: 50 })
    expect(list.find((x) => x.orderId === w.orderId)).toMatchObject({
      status: 'disbursed',
      confirmable: true,
    })
  })

  it('rejects a refused payout and returns the money once through the ledger', async () => {
    const w = await newWithdrawal(12_000)
    const accountId = Number(w.account_id)
    const before = await books(accountId)
    server.psp.control.dropWebhooks = true
    server.psp.settlePayout(w.payout_reference!, 'failed')
    server.psp.control.dropWebhooks = false
    // The PSP's refusal, delivered four times at once with distinct event ids and twice as one.
    const same = payoutEvent(w, { status: 'failed' })
    const answers = await Promise.all([
      postWebhook(same),
      postWebhook(same),
      ...Array.from({ length: 4 }, () => postWebhook(payoutEvent(w, { status: 'failed' }))),
    ])
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200))
    const after = await payoutOf(w.orderId)
    expect(after).toMatchObject({
      status: 'rejected',
      payout_status: 'failed',
      refunds: [['withdraw', 12_000]],
    })
    const books2 = await books(accountId)
    expect(books2.balance - before.balance).toBe(12_000)
    expect(books2.balance).toBe(books2.ledger)
    // A paid report after the refusal contradicts it: flagged, no money.
    const late = await postWebhook(payoutEvent(w))
    expect(await late.json()).toMatchObject({ outcome: 'flagged' })
    expect(await payoutOf(w.orderId)).toMatchObject({
      status: 'rejected',
      refunds: [['withdraw', 12_000]],
      flag: { contradicts: 'failed' },
    })
    const { list } = await call('finance.withdrawals', { pageSize: 50 })
    expect(list.find((x) => x.orderId === w.orderId)).toMatchObject({ status: 'rejected' })
  })

  it('flags a payout report that does not match its withdrawal and moves nothing', async () => {
    const w = await newWithdrawal(13_000)
    const wrong = await postWebhook(payoutEvent(w, { amount: 99_000, status: 'failed' }))
    expect(await wrong.json()).toMatchObject({ outcome: 'mismatch' })
    expect(await payoutOf(w.orderId)).toMatchObject({
      status: 'processing',
      payout_status: 'pending',
      refunds: [],
      flag: { mismatch: ['amount'] },
    })
    const unknown = await postWebhook(payoutEvent({ payout_reference: 'pout_nope', amount: 1 }))
    expect(unknown.status).toBe(404)
  })

  it('requests a payout the PSP did not take, and settles a payout whose webhook was lost', async () => {
    const endpoint = server.platform.integrations.paymentProviders.demo!
    const url = endpoint.url
    endpoint.url = 'http://127.0.0.1:9'
    let w: Awaited<ReturnType<typeof newWithdrawal>>
    try {
      w = await newWithdrawal(14_000)
    } finally {
      endpoint.url = url
    }
    // The money left the wallet; the payout waits for the next reconciliation.
    expect(w).toMatchObject({ status: 'processing', payout_reference: null })
    const first = await reconcilePayments(server.platform)
    expect(first.payouts.requested).toBeGreaterThanOrEqual(1)
    const requested = await payoutOf(w.orderId)
    expect(requested.payout_reference).toMatch(/^pout_/)

    server.psp.control.dropWebhooks = true
    await server.psp.settlePayout(requested.payout_reference!, 'paid')
    expect((await payoutOf(w.orderId)).status).toBe('processing')
    await server.platform.clock.advance(minutes(6))
    await reconcilePayments(server.platform)
    expect(await payoutOf(w.orderId)).toMatchObject({
      status: 'disbursed',
      payout_status: 'paid',
      refunds: [],
    })
  })
  it('asks again for a payout the PSP no longer knows, and pays it once', async () => {
    const w = await newWithdrawal(12_000)
    const lost = w.payout_reference!
    expect(lost).toMatch(/^pout_/)
    // The PSP lost its books: the payout's reference means nothing to it now.
    server.psp.payouts.delete(lost)
    await server.platform.clock.advance(minutes(6))
    await reconcilePayments(server.platform)
    const again = await payoutOf(w.orderId)
    expect(again.payout_reference).toMatch(/^pout_/)
    expect(again.payout_reference).not.toBe(lost)
    expect(again).toMatchObject({ status: 'processing', payout_status: 'pending' })
    // Reconciled again, the new request is not made twice.
    await reconcilePayments(server.platform)
    expect((await payoutOf(w.orderId)).payout_reference).toBe(again.payout_reference)
    await server.psp.settlePayout(again.payout_reference!, 'paid')
    expect(await payoutOf(w.orderId)).toMatchObject({ status: 'disbursed', refunds: [] })
  })
})

describe('chaos: the PSP killed in the middle of payments', () => {
  it('ends every order in a final state after reconciliation, credits each paid one once, and keeps every balance equal to its ledger', async () => {
    // A PSP of its own for this test, killed and brought back with its state (as a PSP keeps
    // its books on disk), while the platform's webhooks are lost.
    const endpoint = server.platform.integrations.paymentProviders.demo!
    const shared = { url: endpoint.url, secret: endpoint.secret }
    const first = await startPsp({
      port: 0,
      platformUrl: server.origin,
      secret: server.psp.secret,
      retryBaseMs: 20,
      maxAttempts: 3,
    })
    endpoint.url = first.url
    let revived: ReturnType<typeof serve> | undefined
    try {
      const orders: Order[] = []
      for (let i = 0; i < 8; i++) orders.push(await newOrder(20_000 + i * 1_000))
      const ledgerRowsBefore = await server.db.query<{ count: string }>(
        'SELECT count(*) FROM ledger',
      )
      // Webhooks of four payments and one cancel never arrive; three are left unpaid.
      first.psp.control.dropWebhooks = true
      for (const order of orders.slice(0, 4))
        expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(200)
      await fetch(`${orders[4]!.payUrl}/cancel`, { method: 'POST' })
      first.psp.control.dropWebhooks = false
      // The PSP dies: the reconciliation finds nobody, and moves nothing.
      first.server.close()
      ;(first.server as HttpServer).closeAllConnections()
      await server.platform.clock.advance(minutes(6))
      await reconcileDeposits(server.platform)
      for (const order of orders) expect((await stateOf(order)).status).toBe('pending')

      // Back on another port with its state: paid ones credited once, the cancel failed.
      revived = serve({ fetch: first.psp.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((resolve) => revived!.once('listening', resolve))
      const address = revived.address()
      endpoint.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
      await reconcileDeposits(server.platform)
      await reconcileDeposits(server.platform)
      const states = await Promise.all(orders.map(stateOf))
      expect(states.map((s) => s.status)).toEqual([
        'paid',
        'paid',
        'paid',
        'paid',
        'failed',
        'pending',
        'pending',
        'pending',
      ])
      // Past their expiry, the unpaid ones expire.
      await server.platform.clock.advance(minutes(30))
      await reconcileDeposits(server.platform)
      const final = await Promise.all(orders.map(stateOf))
      expect(final.map((s) => s.status)).toEqual([
        'paid',
        'paid',
        'paid',
        'paid',
        'failed',
        'expired',
        'expired',
        'expired',
      ])
      expect(final.map((s) => s.credits)).toEqual(orders.map((o, i) => (i < 4 ? [o.amount] : [])))
      // Every stored webhook delivered again moves no money.
      const stored = await server.db.query<{ payload: unknown }>('SELECT payload FROM psp_webhooks')
      for (const { payload } of stored) await postWebhook(payload)
      const ledgerRowsAfter = await server.db.query<{ count: string }>(
        'SELECT count(*) FROM ledger',
      )
      expect(Number(ledgerRowsAfter[0]!.count) - Number(ledgerRowsBefore[0]!.count)).toBe(4)
      const pending = await server.db.query("SELECT 1 FROM deposit_orders WHERE status = 'pending'")
      expect(pending).toHaveLength(0)
      const unbalanced = await server.db.query(
        `SELECT w.account_id FROM wallets w
         WHERE w.balance <> (SELECT coalesce(sum(l.amount), 0) FROM ledger l WHERE l.account_id = w.account_id)`,
      )
      expect(unbalanced).toEqual([])
    } finally {
      revived?.close()
      first.server.close()
      Object.assign(endpoint, shared)
    }
  })
})
