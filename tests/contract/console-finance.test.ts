import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import type { Role } from '../../server/platform/console/context'
import {
  approveWithdrawal,
  decideAdjustment,
  listAdjustments,
  refuseWithdrawal,
  requestAdjustment,
  searchDeposits,
  withdrawalQueue,
} from '../../server/platform/console/finance'
import { reconcilePayouts } from '../../server/platform/finance/payouts'
import type { ApiError } from '../../server/platform/router'
import { ConsoleClient, consoleOrigin, newOperator, refused } from './console-harness'
import { closeInstances, signInAs, startInstances, type TestPlatform } from './platform'

/**
 * The console's finance desk (issue 45) called as the console router will call it: the
 * withdrawal queue with approval through the PSP and refusal with the money back, deposit search,
 * manual adjustments with a second approver, over two instances of one database (the races run
 * one side on each), scoped by merchant, audited.
 */
let a: TestPlatform
let b: TestPlatform
const paymentPassword = '246810'

/** A fresh operator with a role on a merchant. */
const operator = (merchant: string, role: Role) => newOperator(a.db, merchant, role)

/** Merges keys into a merchant's finance settings and has both instances read them again. */
async function financeSettings(merchant: string, patch: Record<string, unknown>) {
  await a.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{finance}',
       coalesce(settings->'finance', '{}'::jsonb) || $2::jsonb) WHERE code = $1`,
    [merchant, JSON.stringify(patch)],
  )
  await a.reloadMerchants()
  await b.reloadMerchants()
}

const merchants = { lucky: 'LUCKY01', other: '' }
let bankId: string
let accountId: number

/** A withdrawal demo_member places at LUCKY01 through the portal API. */
async function placeWithdrawal(amount: number) {
  await signInAs(a, 'demo_member')
  return call('finance.withdraw', { bankId, amount, paymentPassword })
}

const balanceOf = async (id: number) =>
  Number(
    (
      await a.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE account_id = $1', [
        id,
      ])
    )[0]!.balance,
  )

async function withdrawalRow(orderId: string) {
  const [row] = await a.db.query<{
    status: string
    review: string | null
    payout_reference: string | null
    reviewed_by: string | null
    refusal_reason: string | null
    confirm_deadline: Date | null
  }>(
    `SELECT status, review, payout_reference, reviewed_by, refusal_reason, confirm_deadline
     FROM withdrawal_orders WHERE id = $1`,
    [orderId],
  )
  const refunds = await a.db.query<{ amount: string; kind: string }>(
    'SELECT amount, kind FROM ledger WHERE reference = $1',
    [`withdraw-refund:${orderId}`],
  )
  return { ...row!, refunds: refunds.map((r) => [r.kind, Number(r.amount)]) }
}

const auditOf = (target: string) =>
  a.db.query<{
    action: string
    operator_id: number
    merchant_id: number
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
  }>(
    `SELECT action, operator_id::int, merchant_id, before, after FROM audit_log
     WHERE target = $1 ORDER BY id`,
    [target],
  )

/** The member's live events of a kind, oldest first, as the stream sends them. */
const eventsOf = (account: number, kind: string) =>
  a.db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM events WHERE account_id = $1 AND kind = $2 ORDER BY id',
    [account, kind],
  )

beforeAll(async () => {
  ;({ a, b } = await startInstances())
  const [other] = await a.db.query<{ code: string }>(
    "SELECT code FROM merchants WHERE code <> 'LUCKY01' ORDER BY code LIMIT 1",
  )
  merchants.other = other!.code
  // Every withdrawal waits for review; the time rule would disburse at once if it did not wait.
  await financeSettings('LUCKY01', { withdrawalReview: true, disburseSeconds: 0 })
  await signInAs(a, 'demo_member')
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
  const [account] = await a.db.query<{ id: string }>(
    "SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'",
  )
  accountId = Number(account!.id)
  // Enough money for every withdrawal below.
  await a.db.query('UPDATE wallets SET balance = balance + 10000000 WHERE account_id = $1', [
    accountId,
  ])
})
afterAll(() => closeInstances(a, b))

describe('the withdrawal queue', () => {
  it('holds a withdrawal for review: not paid out, not disbursed, first in the queue', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const placed = await placeWithdrawal(10_100)
    expect(await withdrawalRow(placed.orderId)).toMatchObject({
      status: 'processing',
      review: 'pending',
      payout_reference: null,
    })
    // The reconciliation asks the PSP about nothing under review, and the member's list (which
    // applies the time rule, here 0 s) still shows it processing.
    await reconcilePayouts(a.platform)
    expect([...a.psp.payouts.values()].some((p) => p.payoutId === placed.orderId)).toBe(false)
    const { list } = await call('finance.withdrawals', { pageSize: 50 })
    expect(list.find((w) => w.orderId === placed.orderId)?.status).toBe('processing')

    // Two more awaiting, and two decided (refused) ones between them in time.
    const later: string[] = []
    for (const amount of [10_110, 10_120, 10_130, 10_140])
      later.push((await placeWithdrawal(amount)).orderId)
    for (const orderId of [later[1]!, later[3]!])
      await refuseWithdrawal(a.db, finance, { orderId, reason: 'test' })
    // And one placed while the merchant did not review withdrawals (no review at all).
    await financeSettings('LUCKY01', { withdrawalReview: false })
    const unreviewed = (await placeWithdrawal(10_150)).orderId
    await financeSettings('LUCKY01', { withdrawalReview: true })
    const queue = await withdrawalQueue(a.db, finance, { pageSize: 100 })
    const mine = queue.list.findIndex((w) => w.orderId === placed.orderId)
    expect(queue.list[mine]).toMatchObject({
      username: 'demo_member',
      amount: 10_100,
      awaitingReview: true,
      accountNo: expect.stringMatching(/^\*+\d{4}$/),
    })
    // Those awaiting come first, oldest first; then the others, newest first.
    const ids = queue.list.map((w) => w.orderId)
    const split = queue.list.findIndex((w) => !w.awaitingReview)
    expect(split).toBe(queue.awaiting)
    expect(queue.list.slice(split).every((w) => !w.awaitingReview)).toBe(true)
    expect(ids.indexOf(placed.orderId)).toBeLessThan(ids.indexOf(later[0]!))
    expect(ids.indexOf(later[0]!)).toBeLessThan(ids.indexOf(later[2]!))
    expect(ids.indexOf(later[3]!)).toBeLessThan(ids.indexOf(later[1]!))
    expect(ids.indexOf(later[2]!)).toBeLessThan(ids.indexOf(unreviewed))
    expect(ids.indexOf(unreviewed)).toBeLessThan(ids.indexOf(later[3]!))
    // Paged, the queue reads the same: each page where the whole list has it.
    const paged = []
    for (let page = 1; page <= Math.ceil(queue.total / 3); page += 1)
      paged.push(...(await withdrawalQueue(a.db, finance, { page, pageSize: 3 })).list)
    expect(paged.map((w) => w.orderId)).toEqual(queue.list.map((w) => w.orderId))
    const awaiting = await withdrawalQueue(a.db, finance, { awaitingOnly: true })
    expect(awaiting.list.every((w) => w.awaitingReview)).toBe(true)
    expect(awaiting.awaiting).toBe(awaiting.total)
  })

  it('approves through the PSP: the payout is requested once, the member sees it paid', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const placed = await placeWithdrawal(10_200)
    const approved = await approveWithdrawal(a.platform, finance, { orderId: placed.orderId })
    expect(approved).toMatchObject({
      payoutRequested: true,
      order: { review: 'approved', reviewedBy: finance.username, awaitingReview: false },
    })
    const row = await withdrawalRow(placed.orderId)
    expect(Number(row.reviewed_by)).toBe(finance.operatorId)
    const payouts = [...a.psp.payouts.values()].filter((p) => p.payoutId === placed.orderId)
    expect(payouts).toHaveLength(1)
    expect(payouts[0]).toMatchObject({ amount: 10_200, merchant: 'LUCKY01', currency: 'PHP' })
    // The PSP pays: the webhook disburses it, the member's live event says so, and the list too.
    a.psp.settlePayout(row.payout_reference!, 'paid')
    await a.psp.settled()
    expect((await withdrawalRow(placed.orderId)).status).toBe('disbursed')
    const events = await eventsOf(accountId, 'withdrawal')
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, status: 'disbursed' }),
    )
    await signInAs(a, 'demo_member')
    const { list } = await call('finance.withdrawals', { pageSize: 50 })
    expect(list.find((w) => w.orderId === placed.orderId)).toMatchObject({
      status: 'disbursed',
      confirmable: true,
    })
    // Audited: who, which merchant, the state before and after.
    const [audit] = await auditOf(`withdrawal:${placed.orderId}`)
    expect(audit).toMatchObject({
      action: 'withdrawal.approve',
      operator_id: finance.operatorId,
      merchant_id: finance.merchantId,
      before: { review: 'pending', status: 'processing' },
      after: { review: 'approved' },
    })
    // Once decided, neither another approval nor a refusal moves it.
    expect((await refused(approveWithdrawal(b.platform, finance, placed))).status).toBe(409)
    const late = refuseWithdrawal(b.db, finance, { orderId: placed.orderId, reason: 'late' })
    expect((await refused(late)).status).toBe(409)
    expect((await withdrawalRow(placed.orderId)).refunds).toEqual([])
  })

  it('refuses with a reason: the money goes back through the ledger and the member hears it', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const before = await balanceOf(accountId)
    const placed = await placeWithdrawal(10_300)
    expect(await balanceOf(accountId)).toBe(before - 10_300)
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 'bad\u0000reason', 42])
      expect(
        (await refused(refuseWithdrawal(a.db, finance, { orderId: placed.orderId, reason })))
          .status,
      ).toBe(400)
    const done = await refuseWithdrawal(a.db, finance, {
      orderId: placed.orderId,
      reason: 'Bank account name does not match',
    })
    expect(done).toMatchObject({
      balance: before,
      order: { status: 'rejected', review: 'refused' },
    })
    expect(await withdrawalRow(placed.orderId)).toMatchObject({
      status: 'rejected',
      refusal_reason: 'Bank account name does not match',
      refunds: [['withdraw', 10_300]],
    })
    expect(await balanceOf(accountId)).toBe(before)
    const withdrawals = (await eventsOf(accountId, 'withdrawal')).map((e) => e.data)
    expect(withdrawals).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, status: 'rejected' }),
    )
    const wallet = (await eventsOf(accountId, 'wallet')).map((e) => e.data)
    expect(wallet.at(-1)).toMatchObject({ amount: 10_300, balance: before, cause: 'withdraw' })
    const [audit] = await auditOf(`withdrawal:${placed.orderId}`)
    expect(audit).toMatchObject({
      action: 'withdrawal.refuse',
      after: { refusalReason: 'Bank account name does not match', balanceAfter: before },
    })
    // Refused, it is never paid out, nor refunded twice.
    expect((await refused(approveWithdrawal(a.platform, finance, placed))).status).toBe(409)
    await reconcilePayouts(a.platform)
    expect([...a.psp.payouts.values()].some((p) => p.payoutId === placed.orderId)).toBe(false)
  })

  it('approves without a PSP by disbursing at once, the confirmation window open', async () => {
    const finance = await operator('LUCKY01', 'finance')
    await a.db.query(
      `UPDATE merchants SET settings = settings || '{"paymentProvider": "none"}' WHERE code = 'LUCKY01'`,
    )
    await a.reloadMerchants()
    try {
      const placed = await placeWithdrawal(10_400)
      const approved = await approveWithdrawal(a.platform, finance, placed)
      expect(approved).toMatchObject({ payoutRequested: false, order: { status: 'disbursed' } })
      const row = await withdrawalRow(placed.orderId)
      expect(row.payout_reference).toBeNull()
      expect(row.confirm_deadline).not.toBeNull()
    } finally {
      await a.db.query(
        `UPDATE merchants SET settings = settings - 'paymentProvider' WHERE code = 'LUCKY01'`,
      )
      await a.reloadMerchants()
    }
  })

  it('decides each withdrawal once when two instances approve and refuse it at once', async () => {
    const first = await operator('LUCKY01', 'finance')
    const second = await operator('LUCKY01', 'owner')
    for (let i = 0; i < 4; i += 1) {
      const placed = await placeWithdrawal(11_000 + i)
      const outcomes = await Promise.allSettled([
        approveWithdrawal(a.platform, first, placed),
        refuseWithdrawal(b.db, second, { orderId: placed.orderId, reason: 'race' }),
        approveWithdrawal(b.platform, second, placed),
      ])
      const won = outcomes.filter((o) => o.status === 'fulfilled')
      expect(won).toHaveLength(1)
      for (const lost of outcomes.filter((o) => o.status === 'rejected'))
        expect(((lost as PromiseRejectedResult).reason as ApiError).status).toBe(409)
      const row = await withdrawalRow(placed.orderId)
      const refusedWon = outcomes[1]!.status === 'fulfilled'
      expect(row.refunds).toEqual(refusedWon ? [['withdraw', 11_000 + i]] : [])
      const payouts = [...a.psp.payouts.values(), ...b.psp.payouts.values()].filter(
        (p) => p.payoutId === placed.orderId,
      )
      expect(payouts).toHaveLength(refusedWon ? 0 : 1)
      expect(await auditOf(`withdrawal:${placed.orderId}`)).toHaveLength(1)
    }
  })

  it("answers another merchant's withdrawal as not found, and bad ids as bad", async () => {
    const placed = await placeWithdrawal(10_500)
    const stranger = await operator(merchants.other, 'owner')
    expect((await refused(approveWithdrawal(a.platform, stranger, placed))).status).toBe(404)
    const refusal = refuseWithdrawal(a.db, stranger, { orderId: placed.orderId, reason: 'no' })
    expect((await refused(refusal)).status).toBe(404)
    const theirs = await withdrawalQueue(a.db, stranger, { pageSize: 100 })
    expect(theirs.list.some((w) => w.orderId === placed.orderId)).toBe(false)
    expect((await withdrawalRow(placed.orderId)).review).toBe('pending')
    const finance = await operator('LUCKY01', 'finance')
    for (const orderId of ['abc', '-1', 0, 1.5, '1 OR 1=1', {}, null, '99999999999999999999'])
      expect((await refused(approveWithdrawal(a.platform, finance, { orderId }))).status).toBe(400)
    expect(
      (await refused(approveWithdrawal(a.platform, finance, { orderId: '999999999' }))).status,
    ).toBe(404)
    expect((await refused(withdrawalQueue(a.db, finance, { pageSize: 1000 }))).status).toBe(400)
  })
})

describe('deposit orders', () => {
  it('finds a merchant’s orders by username, id, status and day, newest first, paged', async () => {
    const finance = await operator('LUCKY01', 'readonly')
    await signInAs(a, 'demo_member')
    const { list: channels } = await call('finance.channels')
    const placed: string[] = []
    for (const amount of [20_100, 20_200, 20_300])
      placed.push((await call('finance.deposit', { channelId: channels[0]!.id, amount })).orderId)
    await a.db.query("UPDATE deposit_orders SET status = 'paid' WHERE id = $1", [placed[1]])
    const byUser = await searchDeposits(a.db, finance, { username: 'DEMO_MEMBER', pageSize: 100 })
    expect(byUser.list.every((o) => o.username === 'demo_member')).toBe(true)
    const times = byUser.list.map((o) => o.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(byUser.list.slice(0, 3).map((o) => o.orderId)).toEqual([...placed].reverse())

    const byId = await searchDeposits(a.db, finance, { orderId: placed[0] })
    expect(byId).toMatchObject({ total: 1, list: [{ orderId: placed[0], amount: 20_100 }] })
    const paid = await searchDeposits(a.db, finance, { status: 'paid', pageSize: 100 })
    expect(paid.list.map((o) => o.orderId)).toContain(placed[1])
    expect(paid.list.every((o) => o.status === 'paid')).toBe(true)

    const today = new Date().toISOString().slice(0, 10)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const onDay = await searchDeposits(a.db, finance, {
      startDate: today,
      endDate: today,
      orderId: placed[2],
    })
    expect(onDay.total).toBe(1)
    const before = await searchDeposits(a.db, finance, {
      startDate: yesterday,
      endDate: yesterday,
      orderId: placed[2],
    })
    expect(before.total).toBe(0)

    const page = await searchDeposits(a.db, finance, {
      username: 'demo_member',
      pageSize: 1,
      page: 2,
    })
    expect(page.list).toHaveLength(1)
    expect(page.list[0]!.orderId).toBe(placed[1])
    expect(page.totalPages).toBe(page.total)

    const stranger = await operator(merchants.other, 'finance')
    expect((await searchDeposits(a.db, stranger, { orderId: placed[0] })).total).toBe(0)
    for (const bad of [
      { status: 'bogus' },
      { startDate: today },
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      { startDate: '2025-01-01', endDate: '2026-01-01' },
      { page: 0 },
      { username: 7 },
    ])
      expect((await refused(searchDeposits(a.db, finance, bad as never))).status).toBe(400)
  })
})

describe('manual adjustments', () => {
  it('applies a bonus below the threshold at once, as a ledger row with the balance change', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const before = await balanceOf(accountId)
    const done = await requestAdjustment(a.db, finance, {
      accountId,
      kind: 'bonus',
      amount: 5_000,
      reason: 'Birthday bonus',
    })
    expect(done).toMatchObject({ balance: before + 5_000, adjustment: { status: 'applied' } })
    const id = done.adjustment.adjustmentId
    const ledger = await a.db.query<{ amount: number; kind: string; balance_after: number }>(
      'SELECT amount::int, kind, balance_after::int FROM ledger WHERE reference = $1',
      [`adjustment:${id}`],
    )
    expect(ledger).toEqual([{ amount: 5_000, kind: 'bonus', balance_after: before + 5_000 }])
    const [audit] = await auditOf(`adjustment:${id}`)
    expect(audit).toMatchObject({
      action: 'adjustment.apply',
      before: null,
      after: { amount: 5_000, reason: 'Birthday bonus', balanceAfter: before + 5_000 },
    })
  })

  it('refuses a correction below zero, applied at once or waiting, and writes nothing', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const [weak] = await a.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_weak'",
    )
    const weakId = Number(weak!.id)
    const count = async () =>
      Number(
        (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM balance_adjustments'))[0]!
          .n,
      )
    const adjustments = await count()
    const small = await balanceOf(weakId)
    const big = await balanceOf(accountId)
    // Below the threshold (applied at once), and above it (it would wait for a second operator).
    for (const [id, amount] of [
      [weakId, -(small + 1)],
      [accountId, -(big + 1)],
    ] as const) {
      const ask = requestAdjustment(a.db, finance, {
        accountId: id,
        kind: 'correction',
        amount,
        reason: 'Too much',
      })
      expect((await refused(ask)).message).toBe('Insufficient balance')
    }
    expect(await balanceOf(weakId)).toBe(small)
    expect(await balanceOf(accountId)).toBe(big)
    expect(await count()).toBe(adjustments)
  })

  it('waits above the threshold for a second, different operator', async () => {
    await financeSettings('LUCKY01', { adjustmentApprovalAbove: 100_000 })
    const asker = await operator('LUCKY01', 'finance')
    const approver = await operator('LUCKY01', 'owner')
    const before = await balanceOf(accountId)
    const asked = await requestAdjustment(a.db, asker, {
      accountId: String(accountId),
      kind: 'correction',
      amount: -100_001,
      reason: 'Duplicate deposit credited',
    })
    expect(asked).toMatchObject({ balance: null, adjustment: { status: 'pending' } })
    expect(await balanceOf(accountId)).toBe(before)
    const adjustmentId = asked.adjustment.adjustmentId
    // The asker cannot approve it, on either instance.
    for (const p of [a, b]) {
      const own = decideAdjustment(p.db, asker, { adjustmentId, approve: true })
      expect((await refused(own)).status).toBe(403)
    }
    const pending = await listAdjustments(a.db, approver, { status: 'pending', pageSize: 100 })
    expect(pending.list.map((j) => j.adjustmentId)).toContain(adjustmentId)
    // Two approvers at once, one on each instance: it is applied once.
    const third = await operator('LUCKY01', 'finance')
    const outcomes = await Promise.allSettled([
      decideAdjustment(a.db, approver, { adjustmentId, approve: true }),
      decideAdjustment(b.db, third, { adjustmentId, approve: true }),
    ])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
    expect((lost.reason as ApiError).status).toBe(409)
    expect(await balanceOf(accountId)).toBe(before - 100_001)
    const ledger = await a.db.query('SELECT 1 FROM ledger WHERE reference = $1', [
      `adjustment:${adjustmentId}`,
    ])
    expect(ledger).toHaveLength(1)
    const audit = await auditOf(`adjustment:${adjustmentId}`)
    expect(audit.map((x) => x.action)).toEqual(['adjustment.request', 'adjustment.approve'])
    expect(audit[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'applied' } })
    // Refused by a second operator, nothing moves.
    const other = await requestAdjustment(a.db, asker, {
      accountId,
      kind: 'bonus',
      amount: 200_000,
      reason: 'VIP bonus',
    })
    const no = await decideAdjustment(a.db, approver, {
      adjustmentId: other.adjustment.adjustmentId,
      approve: false,
    })
    expect(no).toMatchObject({ balance: null, adjustment: { status: 'refused' } })
    // Its requester may withdraw a pending adjustment (refuse it), not approve it.
    const mine = await requestAdjustment(a.db, asker, {
      accountId,
      kind: 'bonus',
      amount: 300_000,
      reason: 'Typo',
    })
    const withdrawn = await decideAdjustment(a.db, asker, {
      adjustmentId: mine.adjustment.adjustmentId,
      approve: false,
    })
    expect(withdrawn).toMatchObject({
      adjustment: { status: 'refused', decidedBy: asker.username },
    })
    expect(await balanceOf(accountId)).toBe(before - 100_001)
  })

  it('refuses amounts that are not whole numbers, and other merchants’ accounts and ids', async () => {
    const finance = await operator('LUCKY01', 'finance')
    const balance = await balanceOf(accountId)
    const ask = (input: Record<string, unknown>) =>
      requestAdjustment(a.db, finance, { accountId, kind: 'bonus', reason: 'r', ...input })
    for (const amount of [1.5, '100', Number.NaN, Infinity, 0, -10, 2 ** 60, null, undefined])
      expect((await refused(ask({ amount }))).status).toBe(400)
    for (const kind of ['gift', undefined, 1])
      expect((await refused(ask({ amount: 1, kind }))).status).toBe(400)
    expect((await refused(ask({ amount: 1, reason: ' ' }))).status).toBe(400)
    expect(await balanceOf(accountId)).toBe(balance)

    const stranger = await operator(merchants.other, 'owner')
    const theirs = requestAdjustment(a.db, stranger, {
      accountId,
      kind: 'bonus',
      amount: 1,
      reason: 'not mine',
    })
    expect((await refused(theirs)).status).toBe(404)
    const mine = await requestAdjustment(a.db, finance, {
      accountId,
      kind: 'bonus',
      amount: 10_000_000,
      reason: 'big',
    })
    const decide = decideAdjustment(a.db, stranger, {
      adjustmentId: mine.adjustment.adjustmentId,
      approve: true,
    })
    expect((await refused(decide)).status).toBe(404)
    expect((await listAdjustments(a.db, stranger, { pageSize: 100 })).list).toEqual([])
  })
})

describe('through the console API', () => {
  it('lists, approves, refuses and adjusts as the seeded finance and owner operators', async () => {
    const [merchant] = await a.db.query<{ id: number }>(
      "SELECT id FROM merchants WHERE code = 'LUCKY01'",
    )
    const finance = new ConsoleClient(consoleOrigin(a.origin))
    await finance.signIn('default.finance')
    const owner = new ConsoleClient(consoleOrigin(b.origin))
    await owner.signIn('default.owner')
    const id = merchant!.id
    const first = await placeWithdrawal(12_100)
    const second = await placeWithdrawal(12_200)
    // Every answer below is checked against its schema by the platform (checkResponses).
    const queue = (await finance.value('finance.withdrawals', { awaitingOnly: true }, id)) as {
      list: { orderId: string }[]
    }
    expect(queue.list.map((w) => w.orderId)).toEqual(
      expect.arrayContaining([first.orderId, second.orderId]),
    )
    expect(
      await finance.value('finance.approveWithdrawal', { orderId: first.orderId }, id),
    ).toMatchObject({ payoutRequested: true, order: { review: 'approved' } })
    const again = await owner.call('finance.approveWithdrawal', { orderId: first.orderId }, id)
    expect(again).toMatchObject({ status: 409, body: { code: 'conflict' } })
    expect(
      await owner.value('finance.refuseWithdrawal', { orderId: second.orderId, reason: 'KYC' }, id),
    ).toMatchObject({ order: { status: 'rejected', refusalReason: 'KYC' } })
    const deposits = await finance.value('finance.deposits', { username: 'demo_member' }, id)
    expect(deposits).toMatchObject({ page: 1 })

    const asked = (await finance.value(
      'finance.requestAdjustment',
      { accountId: String(accountId), kind: 'bonus', amount: 20_000_000, reason: 'VIP' },
      id,
    )) as { adjustment: { adjustmentId: string; status: string } }
    expect(asked.adjustment.status).toBe('pending')
    const own = await finance.call(
      'finance.decideAdjustment',
      { adjustmentId: asked.adjustment.adjustmentId, approve: true },
      id,
    )
    expect(own).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    expect(
      await owner.value(
        'finance.decideAdjustment',
        { adjustmentId: asked.adjustment.adjustmentId, approve: true },
        id,
      ),
    ).toMatchObject({ adjustment: { status: 'applied', decidedBy: 'default.owner' } })
    expect(await finance.value('finance.adjustments', { status: 'applied' }, id)).toMatchObject({
      list: expect.arrayContaining([
        expect.objectContaining({ adjustmentId: asked.adjustment.adjustmentId }),
      ]),
    })
    // Not whole numbers, or not numbers in JSON (a body is taken as sent, never coerced): refused
    // by the schema before the desk sees them.
    for (const amount of [1.5, 'ten', null, '100', '1e3', true])
      expect(
        (
          await finance.call(
            'finance.requestAdjustment',
            { accountId: String(accountId), kind: 'bonus', amount, reason: 'r' },
            id,
          )
        ).status,
      ).toBe(400)
  })
})
