import type { CallInput } from '@/api/types.gen'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform } from './platform'

const secret = 'control-secret-for-finance-tests'
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform({ controlSecret: secret })
})
afterAll(() => server.close())

const paymentPassword = '246810'
const pngProof = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('demo proof of a bank statement'),
]).toString('base64')}`

/** Changes LUCKY01's finance settings through the test control API. */
async function financeSettings(finance: Record<string, unknown>) {
  const response = await fetch(`${server.origin}/__control/merchants/LUCKY01/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-control-secret': secret },
    body: JSON.stringify({ finance }),
  })
  expect(response.status).toBe(200)
}

const balance = async () => (await call('wallet.balance')).sumBalance

/** Ledger rows of one reference. */
const ledgerOf = (reference: string) =>
  server.db.query<{ amount: string; kind: string }>(
    'SELECT amount, kind FROM ledger WHERE reference = $1',
    [reference],
  )

/** The member's withdrawal order of that id, as finance.withdrawals answers it. */
async function withdrawal(orderId: string) {
  const { list } = await call('finance.withdrawals', { pageSize: 100 })
  return list.find((w) => w.orderId === orderId)!
}

/** Signs demo_member in, sets the payment password and binds one bank account once. */
async function memberWithBank() {
  await signInAs(server, 'demo_member')
  const banks = await call('finance.banks')
  if (banks.list.length) return banks.list[0]!.id
  await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })
  const bound = await call('finance.bindBank', {
    bankName: 'BDO Unibank',
    accountNo: '1234567890',
    holderName: 'Demo Member',
    paymentPassword,
  })
  return bound.list[0]!.id
}

/** A new withdrawal of amount to the member's first bank. */
const withdraw = (bankId: string, amount: number) =>
  call('finance.withdraw', { bankId, amount, paymentPassword })

describe('deposits', () => {
  it("credits the wallet exactly once when the PSP's page pays, and never after a cancel", async () => {
    await signInAs(server, 'demo_member')
    const { list } = await call('finance.channels')
    expect(list.length).toBeGreaterThanOrEqual(3)
    const before = await balance()
    const order = await call('finance.deposit', { channelId: list[0]!.id, amount: 25_000 })
    expect(order.status).toBe('pending')
    // The hosted page is the PSP's, on another origin than the brand's site.
    expect(order.payUrl).toMatch(new RegExp(`^${server.psp.url}/pay/psp_[0-9a-f]{24}$`))
    const reference = new URL(order.payUrl).pathname.split('/').pop()!
    const page = await fetch(order.payUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    const html = await page.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain(`action="/pay/${reference}/pay"`)
    expect(html).toContain(`action="/pay/${reference}/cancel"`)

    const pays = await Promise.all(
      [1, 2, 3].map(() => fetch(`${order.payUrl}/pay`, { method: 'POST' })),
    )
    expect(pays.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(409)
    await server.psp.settled()
    expect(await balance()).toBe(before + 25_000)
    const rows = await ledgerOf(`deposit:${order.orderId}`)
    expect(rows.map((r) => [r.kind, Number(r.amount)])).toEqual([['deposit', 25_000]])

    const other = await call('finance.deposit', {
      channelId: list[1]!.id,
      amount: list[1]!.minAmount,
    })
    expect((await fetch(`${other.payUrl}/cancel`, { method: 'POST' })).status).toBe(200)
    expect((await fetch(`${other.payUrl}/pay`, { method: 'POST' })).status).toBe(409)
    await server.psp.settled()
    expect(await balance()).toBe(before + 25_000)
    const history = await call('finance.deposits')
    expect(history.list.slice(0, 2)).toMatchObject([
      { orderId: other.orderId, status: 'failed' },
      { orderId: order.orderId, status: 'paid' },
    ])
    expect((await fetch(`${server.psp.url}/pay/nope`)).status).toBe(404)
    // The platform has no cashier of its own any more: paying is the PSP's.
    const oldPay = await fetch(`${server.origin}/cashier/${order.orderId}/pay`, { method: 'POST' })
    expect(oldPay.status).toBe(404)
  })

  it("refuses amounts outside the channel's limits and trial accounts", async () => {
    await signInAs(server, 'demo_member')
    const [channel] = (await call('finance.channels')).list
    for (const amount of [channel!.minAmount - 1, channel!.maxAmount + 1]) {
      const error = await refusal(call('finance.deposit', { channelId: channel!.id, amount }))
      expect(error.message).toContain(`between ${channel!.minAmount} and ${channel!.maxAmount}`)
    }
    await signInAs(server, 'demo_trial')
    const trial = await refusal(
      call('finance.deposit', { channelId: channel!.id, amount: channel!.minAmount }),
    )
    expect([trial.details.status, trial.message]).toEqual([
      403,
      'A real account is needed for this',
    ])
  })
})

describe('payment password and bank accounts', () => {
  it('checks the login password, binds at most 3 accounts and masks their numbers', async () => {
    await signInAs(server, 'demo_sub2')
    expect(await call('finance.banks')).toMatchObject({ list: [], paymentPasswordSet: false })
    const bind = (accountNo: string, password = paymentPassword) =>
      call('finance.bindBank', {
        bankName: 'Metrobank',
        accountNo,
        holderName: 'Demo Sub',
        paymentPassword: password,
      })
    expect((await refusal(bind('5550001111'))).message).toBe('Please set a payment password first')
    expect(
      (await refusal(call('finance.paymentPassword', { loginPassword: 'wrong', paymentPassword })))
        .message,
    ).toBe('The login password is wrong')
    expect(
      await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword }),
    ).toEqual({ set: true })
    expect((await refusal(bind('5550001111', '000000'))).message).toBe(
      'The payment password is wrong',
    )
    await bind('5550001111')
    await bind('5550002222')
    const three = await bind('5550003333')
    expect(three.list.map((b) => b.accountNo)).toEqual(['******1111', '******2222', '******3333'])
    expect((await refusal(bind('5550004444'))).message).toBe('At most 3 bank accounts can be bound')
    expect(await call('finance.banks')).toMatchObject({ paymentPasswordSet: true })
  })

  it('locks the payment password after five wrong entries', async () => {
    await signInAs(server, 'demo_sub1')
    await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })
    const bind = (password: string) =>
      call('finance.bindBank', {
        bankName: 'BPI',
        accountNo: '7770001111',
        holderName: 'Demo',
        paymentPassword: password,
      })
    for (let i = 0; i < 5; i += 1)
      expect((await refusal(bind('111111'))).message).toBe('The payment password is wrong')
    const locked = await refusal(bind(paymentPassword))
    expect(locked.details.status).toBe(429)
  })
})

describe('withdrawals', () => {
  it('debits the wallet at once and refuses bad limits, passwords, balances and trial accounts', async () => {
    await financeSettings({})
    const bankId = await memberWithBank()
    const before = await balance()
    for (const amount of [9_999, 5_000_001]) {
      const error = await refusal(withdraw(bankId, amount))
      expect(error.message).toBe('The amount must be between 10000 and 5000000 (minor units)')
    }
    const wrong = await refusal(
      call('finance.withdraw', { bankId, amount: 10_000, paymentPassword: '999999' }),
    )
    expect(wrong.message).toBe('The payment password is wrong')
    const tooMuch = await refusal(withdraw(bankId, before + 1))
    expect(tooMuch.message).toBe('Insufficient balance')
    expect(await balance()).toBe(before)

    const order = await withdraw(bankId, 30_000)
    expect(order).toMatchObject({ status: 'processing', sumBalance: before - 30_000 })
    expect(await balance()).toBe(before - 30_000)
    const rows = await ledgerOf(`withdraw:${order.orderId}`)
    expect(rows.map((r) => [r.kind, Number(r.amount)])).toEqual([['withdraw', -30_000]])
    expect(await withdrawal(order.orderId)).toMatchObject({
      status: 'processing',
      confirmable: false,
      forcedReceipt: false,
    })
    const early = await refusal(
      call('finance.confirmWithdrawal', { orderId: order.orderId, outcome: 'received' }),
    )
    expect(early.details.status).toBe(409)
    const [orders] = await server.db.query<{ count: string }>(
      'SELECT count(*) AS count FROM withdrawal_orders',
    )
    expect(Number(orders!.count)).toBe(1)

    await signInAs(server, 'demo_trial')
    const trial = await refusal(withdraw(bankId, 10_000))
    expect([trial.details.status, trial.message]).toEqual([
      403,
      'A real account is needed for this',
    ])
  })

  it('pays a processing withdrawal out at once through the control API, forced or not', async () => {
    await financeSettings({ disburseSeconds: 3600, confirmMinutes: 45 })
    const bankId = await memberWithBank()
    const order = await withdraw(bankId, 10_000)
    const payout = (orderId: string, body: object, merchant = 'LUCKY01') =>
      fetch(`${server.origin}/__control/merchants/${merchant}/withdrawals/${orderId}/payout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-control-secret': secret },
        body: JSON.stringify(body),
      })
    expect((await payout(order.orderId, {}, 'NOVA88')).status).toBe(404)
    expect((await payout(order.orderId, { forcedReceipt: true })).status).toBe(200)
    const paid = await withdrawal(order.orderId)
    expect(paid).toMatchObject({ status: 'disbursed', confirmable: true, forcedReceipt: true })
    expect(Date.parse(paid.confirmDeadline!) - Date.parse(paid.disbursedTime!)).toBe(45 * 60_000)
    expect((await payout(order.orderId, {})).status).toBe(404)
    await financeSettings({ disburseSeconds: 60, confirmMinutes: 30 })
  })

  it('disburses automatically and records each confirmation outcome', async () => {
    await financeSettings({ disburseSeconds: 0, confirmMinutes: 30 })
    const bankId = await memberWithBank()
    const [received, missing, partly] = [
      await withdraw(bankId, 10_000),
      await withdraw(bankId, 20_000),
      await withdraw(bankId, 40_000),
    ]
    const disbursed = await withdrawal(received.orderId)
    expect(disbursed).toMatchObject({ status: 'disbursed', confirmable: true })
    const window = Date.parse(disbursed.confirmDeadline!) - Date.parse(disbursed.disbursedTime!)
    expect(window).toBe(30 * 60_000)
    const afterWithdrawals = await balance()

    expect(
      await call('finance.confirmWithdrawal', { orderId: received.orderId, outcome: 'received' }),
    ).toMatchObject({ status: 'received', receivedAmount: 10_000, confirmable: false })
    const again = await refusal(
      call('finance.confirmWithdrawal', {
        orderId: received.orderId,
        outcome: 'notReceived',
        proof: pngProof,
      }),
    )
    expect(again.details.status).toBe(409)

    const confirm = (body: Omit<CallInput<'finance.confirmWithdrawal'>, 'orderId'>) =>
      call('finance.confirmWithdrawal', { orderId: missing.orderId, ...body })
    expect((await refusal(confirm({ outcome: 'notReceived' }))).message).toBe(
      'Please upload a proof that it was not received',
    )
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a fake').toString('base64')}`
    expect((await refusal(confirm({ outcome: 'notReceived', proof: notPng }))).message).toBe(
      'The proof must be a PNG or JPEG image',
    )
    expect(await confirm({ outcome: 'notReceived', proof: pngProof })).toMatchObject({
      status: 'notReceived',
      hasProof: true,
    })
    const [stored] = await server.db.query<{ proof: Uint8Array; proof_type: string }>(
      'SELECT proof, proof_type FROM withdrawal_orders WHERE id = $1',
      [missing.orderId],
    )
    expect(Buffer.from(stored!.proof).toString('base64')).toBe(pngProof.split(',')[1])
    expect(stored!.proof_type).toBe('png')

    const part = (receivedAmount: number) =>
      call('finance.confirmWithdrawal', {
        orderId: partly.orderId,
        outcome: 'partlyReceived',
        receivedAmount,
      })
    expect((await refusal(part(40_000))).message).toMatch(/less than the amount withdrawn/)
    expect(
      (
        await refusal(
          call('finance.confirmWithdrawal', { orderId: partly.orderId, outcome: 'partlyReceived' }),
        )
      ).details.status,
    ).toBe(400)
    expect(await part(15_000)).toMatchObject({
      status: 'partlyReceived',
      receivedAmount: 15_000,
      remainder: 25_000,
    })
    expect(await withdrawal(partly.orderId)).toMatchObject({ remainder: 25_000 })
    // Nothing is refunded automatically: the operator handles not-received and partly-received orders.
    expect(await balance()).toBe(afterWithdrawals)

    await signInAs(server, 'demo_agent')
    const foreign = await refusal(
      call('finance.confirmWithdrawal', { orderId: partly.orderId, outcome: 'received' }),
    )
    expect(foreign.details.status).toBe(404)
  })

  it('counts an unconfirmed order as received after confirmMinutes, and honours forced receipt', async () => {
    await financeSettings({ disburseSeconds: 0, confirmMinutes: 0 })
    const bankId = await memberWithBank()
    const auto = await withdraw(bankId, 12_000)
    expect(await withdrawal(auto.orderId)).toMatchObject({
      status: 'autoReceived',
      receivedAmount: 12_000,
      confirmable: false,
    })

    await financeSettings({ disburseSeconds: 0, confirmMinutes: 30, forcedReceipt: true })
    const forced = await withdraw(bankId, 11_000)
    expect(await withdrawal(forced.orderId)).toMatchObject({
      status: 'disbursed',
      forcedReceipt: true,
    })
    const refused = await refusal(
      call('finance.confirmWithdrawal', {
        orderId: forced.orderId,
        outcome: 'notReceived',
        proof: pngProof,
      }),
    )
    expect(refused.message).toMatch(/forced receipt/)
    await financeSettings({})
  })
})

describe('bonus and profit', () => {
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

  it('lists the seeded bonus, rebate, reward and promotion credits with totals', async () => {
    await signInAs(server, 'demo_sub2', 'NOVA88')
    const answer = await call('finance.bonus', {
      startDate: day(60),
      endDate: day(-1),
      pageSize: 3,
    })
    const credits = await server.db.query<{ kind: string; amount: string }>(
      `SELECT l.kind, l.amount FROM ledger l JOIN accounts a ON a.id = l.account_id
       WHERE a.merchant = 'NOVA88' AND a.username = 'demo_sub2'
         AND l.kind IN ('bonus', 'rebate', 'reward', 'promotion')`,
    )
    const of = (kind: string) =>
      credits.filter((c) => c.kind === kind).reduce((s, c) => s + Number(c.amount), 0)
    expect(credits.length).toBeGreaterThanOrEqual(7)
    expect(answer.totals).toEqual({
      count: credits.length,
      bonus: of('bonus'),
      rebate: of('rebate'),
      reward: of('reward'),
      promotion: of('promotion'),
      total: of('bonus') + of('rebate') + of('reward') + of('promotion'),
    })
    expect(of('bonus')).toBeGreaterThanOrEqual(15_800)
    expect(answer.totalPages).toBe(Math.ceil(credits.length / 3))
    expect(answer.list).toHaveLength(3)
    expect(
      (await refusal(call('finance.bonus', { startDate: day(0), endDate: day(5) }))).message,
    ).toBe('The start date must not be after the end date')
  })

  it('computes profit and loss that matches the bets and the ledger', async () => {
    await signInAs(server, 'demo_member')
    const [account] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    const bets = await server.db.query<{ game_type: string; stake: string; payout: string }>(
      `SELECT game_type, stake, payout FROM bets WHERE account_id = $1 AND status = 'settled'`,
      [account!.id],
    )
    expect(bets.length).toBeGreaterThan(10)
    const ledger = await server.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM ledger WHERE account_id = $1',
      [account!.id],
    )
    const sum = (rows: { stake: string; payout: string }[]) => ({
      stake: rows.reduce((s, b) => s + Number(b.stake), 0),
      payout: rows.reduce((s, b) => s + Number(b.payout), 0),
    })
    const ledgerSum = (kinds: string[]) =>
      ledger.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + Number(l.amount), 0)
    const expected = sum(bets)
    for (const groupBy of ['day', 'week', 'month'] as const) {
      const report = await call('finance.profit', {
        startDate: day(100),
        endDate: day(-1),
        groupBy,
      })
      expect(report.totals).toEqual({
        count: bets.length,
        ...expected,
        profit: expected.payout - expected.stake,
        deposits: ledgerSum(['deposit']),
        withdrawals: 0 - ledgerSum(['withdraw']),
        bonus: ledgerSum(['bonus', 'rebate', 'reward', 'promotion']),
      })
      expect(report.totals.withdrawals).toBeGreaterThan(0)
      const shape = groupBy === 'month' ? /^\d{4}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/
      expect(report.periods.every((p) => shape.test(p.period))).toBe(true)
      if (groupBy === 'week')
        expect(
          report.periods.every((p) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1),
        ).toBe(true)
      expect(report.periods.reduce((s, p) => s + p.profit, 0)).toBe(report.totals.profit)
      expect(report.periods.reduce((s, p) => s + p.bonus, 0)).toBe(report.totals.bonus)
      const types = [...new Set(bets.map((b) => b.game_type))].sort()
      expect(report.gameTypes).toEqual(
        types.map((gameType) => {
          const own = sum(bets.filter((b) => b.game_type === gameType))
          return { gameType, ...own, profit: own.payout - own.stake }
        }),
      )
    }
  })
})
