import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { loadBrands } from '../../shared/brands'
import { atBrand } from '../lib/brand-hosts'
import { refusal, signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** The id of a demo account of a merchant. */
async function accountId(username: string, merchant: string) {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
    [merchant, username],
  )
  return Number(row!.id)
}

let round = 0
/** Records a settled bet of an account now, as the game provider would. */
async function placeBet(id: number, merchant: string, stake: number, gameType = 'RNG') {
  round += 1
  await server.db.query(
    `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id)
     VALUES ($1, $2, 'PG', 'PG-FORTUNE-OX', $5, $3, 0, 'settled', $4)`,
    [id, merchant, stake, `points-test-${round}`, gameType],
  )
}

const paymentPassword = '246813'
/** Signs in and sets the payment password that redeem and convert check. */
async function signInWithPaymentPassword(username: string, merchant: string) {
  await signInAs(server, username, merchant)
  await call('finance.paymentPassword', { loginPassword: 'Demo1234', paymentPassword })
}

const summary = () => call('points.summary')
const items = async () => (await call('points.items')).list
const itemNamed = async (name: string) => (await items()).find((i) => i.name === name)!
/** The mall's voucher as a brand's seed names it, in the brand's own currency. */
const voucherOf = (merchant: string) =>
  `${loadBrands().brands.find((b) => b.merchantCode === merchant)!.currency.symbol}10 bonus voucher`
const voucherName = voucherOf('LUCKY01')
const balance = async () => (await call('wallet.balance')).sumBalance

describe('points balance and details', () => {
  it('earns points from bets and keeps the balance equal to the sum of the points ledger', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const member = await accountId('demo_member', 'NOVA88')
    const before = await summary()
    expect(before).toMatchObject({ exchangeRatio: 10, stakePerPoint: 100, pending: 0 })
    expect(before.rates).toEqual([
      { source: 'DEPOSIT', perPoint: 1_000 },
      { source: 'LIVE', perPoint: 200 },
      { source: 'LOTT', perPoint: 100 },
      { source: 'ELOTT', perPoint: 100 },
      { source: 'PVP', perPoint: 100 },
      { source: 'RNG', perPoint: 100 },
      { source: 'SPORTS', perPoint: 150 },
    ])
    const [earned] = await server.db.query<{ points: string }>(
      `SELECT coalesce(sum(e.amount / r.per_point), 0) AS points FROM (
         SELECT stake AS amount, game_type AS source FROM bets WHERE account_id = $1 AND status = 'settled'
         UNION ALL SELECT amount, 'DEPOSIT' FROM deposit_orders WHERE account_id = $1 AND status = 'paid'
       ) e JOIN points_rates r ON r.merchant = 'NOVA88' AND r.source = e.source`,
      [member],
    )
    const [redeemed] = await server.db.query<{ points: string }>(
      `SELECT coalesce(sum(points), 0) AS points FROM redeem_orders WHERE account_id = $1 AND status <> 'rejected'`,
      [member],
    )
    expect(before.points).toBe(Number(earned!.points) - Number(redeemed!.points))
    await placeBet(member, 'NOVA88', 12_345)
    expect((await summary()).points).toBe(before.points + 123)
    await placeBet(member, 'NOVA88', 12_345, 'LIVE')
    await placeBet(member, 'NOVA88', 50_000, 'FISH')
    expect((await summary()).points).toBe(before.points + 123 + 61)
    const details = await call('points.details', { pageSize: 100 })
    expect(details.list[0]).toMatchObject({
      points: 61,
      amount: 12_345,
      type: 'earn',
      status: 'completed',
      balance: before.points + 123 + 61,
    })
    expect(details.list.filter((d) => d.type === 'redeem').map((d) => d.status)).toEqual(
      expect.arrayContaining(['approved', 'rejected']),
    )
    expect(details.list.map((d) => d.type)).toEqual(
      expect.arrayContaining(['earn', 'redeem', 'refund']),
    )
    details.list.slice(0, -1).forEach((newer, i) => {
      expect(newer.balance).toBe(details.list[i + 1]!.balance + newer.points)
    })
    const history = await call('points.redeemed')
    expect(history.list.map((o) => o.status).sort()).toEqual(['approved', 'rejected'])
  })
})

describe('earning from deposits', () => {
  it('earns points from a paid deposit at the deposit rate, once', async () => {
    await signInAs(server, 'demo_sub2', 'JADE_PH')
    const before = await summary()
    const { list } = await call('finance.channels')
    const amount = list[0]!.minAmount * 3 + 999
    const order = await call('finance.deposit', { channelId: list[0]!.id, amount })
    expect((await summary()).points).toBe(before.points)
    const paid = await fetch(order.payUrl + '/pay', { method: 'POST' })
    expect(paid.status).toBe(200)
    const earned = Math.floor(amount / 1_000)
    expect((await summary()).points).toBe(before.points + earned)
    expect((await summary()).points).toBe(before.points + earned)
    const details = await call('points.details')
    expect(details.list[0]).toMatchObject({ points: earned, amount })
  })
})

describe('the mall', () => {
  it("names the voucher in each brand's own currency", async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    expect((await items()).map((i) => i.name)).toContain('P10 bonus voucher')
    await signInAs(server, 'demo_member', 'NOVA88')
    expect((await items()).map((i) => i.name)).toContain('₫10 bonus voucher')
    expect(voucherOf('NOVA88')).toBe('₫10 bonus voucher')
  })
})

describe('redeeming', () => {
  it('takes points and stock, opens a processing order, and refuses over-redeem and a wrong password', async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    const voucher0 = await itemNamed(voucherName)
    expect(
      (
        await refusal(
          call('points.redeem', { itemId: voucher0.id, quantity: 1, password: '000000' }),
        )
      ).message,
    ).toBe('Please set a payment password first')
    await signInWithPaymentPassword('demo_member', 'LUCKY01')
    const voucher = await itemNamed(voucherName)
    expect(voucher.image).toMatch(/^\/media\/point-items\/\d+\.svg$/)
    // At the brand's host: another brand's host does not answer its items' pictures.
    const picture = await fetch(`${atBrand(server.origin, 'LUCKY01')}${voucher.image}`)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toContain('bonus voucher')
    const before = await summary()
    const redeemed = await call('points.redeem', {
      itemId: voucher.id,
      quantity: 3,
      password: paymentPassword,
    })
    expect(redeemed.order).toMatchObject({
      status: 'processing',
      points: 3 * voucher.pointsRequired,
    })
    expect(redeemed.points).toBe(before.points - 3 * voucher.pointsRequired)
    expect(await summary()).toMatchObject({
      points: before.points - 3 * voucher.pointsRequired,
      pending: before.pending + 3 * voucher.pointsRequired,
    })
    expect((await itemNamed(voucherName)).quantity).toBe(voucher.quantity - 3)

    const wrong = await refusal(
      call('points.redeem', { itemId: voucher.id, quantity: 1, password: '999999' }),
    )
    expect(wrong.message).toBe('The payment password is wrong')
    const phone = await itemNamed('Smartphone')
    expect(
      (
        await refusal(
          call('points.redeem', {
            itemId: phone.id,
            quantity: phone.quantity + 1,
            password: paymentPassword,
          }),
        )
      ).message,
    ).toBe('Not enough of this item is left')
    expect(
      (
        await refusal(
          call('points.redeem', { itemId: phone.id, quantity: 1, password: paymentPassword }),
        )
      ).message,
    ).toBe('You do not have enough points')
    const soldOut = (await items()).find((i) => i.status === 'soldOut')!
    expect(soldOut.quantity).toBe(0)
    expect(
      (
        await refusal(
          call('points.redeem', { itemId: soldOut.id, quantity: 1, password: paymentPassword }),
        )
      ).message,
    ).toBe('Not enough of this item is left')
    expect((await itemNamed('Smartphone')).quantity).toBe(phone.quantity)
    expect((await summary()).points).toBe(before.points - 3 * voucher.pointsRequired)
  })

  it('takes the cash part of an item from the main wallet through the ledger', async () => {
    await signInWithPaymentPassword('demo_agent', 'LUCKY01')
    const agent = await accountId('demo_agent', 'LUCKY01')
    await placeBet(agent, 'LUCKY01', 200_000)
    const speaker = await itemNamed('Bluetooth speaker')
    expect(speaker.amountRequired).toBe(20_000)
    const start = await balance()
    const { order } = await call('points.redeem', {
      itemId: speaker.id,
      quantity: 1,
      password: paymentPassword,
    })
    expect(order.amount).toBe(20_000)
    expect(await balance()).toBe(start - 20_000)
    const rows = await server.db.query<{ amount: string; kind: string }>(
      'SELECT amount, kind FROM ledger WHERE account_id = $1 AND reference = $2',
      [agent, `redeem:${order.id}`],
    )
    expect(rows.map((r) => [Number(r.amount), r.kind])).toEqual([[-20_000, 'redeem']])
  })

  it('refuses trial accounts', async () => {
    await signInAs(server, 'demo_trial', 'LUCKY01')
    const voucher = await itemNamed(voucherName)
    const error = await refusal(
      call('points.redeem', { itemId: voucher.id, quantity: 1, password: paymentPassword }),
    )
    expect(error.message).toBe('A real account is needed for this')
    expect(error.details.status).toBe(403)
  })

  it('sells the last item once under 10 concurrent redeems and never goes below zero', async () => {
    await signInWithPaymentPassword('demo_agent', 'JADE_PH')
    const jersey = await itemNamed('Team jersey')
    await server.db.query('UPDATE redeem_items SET quantity = 1 WHERE id = $1', [jersey.id])
    const before = await summary()
    expect(before.points).toBeGreaterThanOrEqual(jersey.pointsRequired)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('points.redeem', { itemId: jersey.id, quantity: 1, password: paymentPassword }).then(
          () => 'ok',
          (e: Error) => e.message,
        ),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    expect(results.filter((r) => r === 'Not enough of this item is left')).toHaveLength(9)
    expect((await itemNamed('Team jersey')).quantity).toBe(0)
    expect((await summary()).points).toBe(before.points - jersey.pointsRequired)
    expect(await server.db.query('SELECT 1 FROM redeem_items WHERE quantity < 0')).toHaveLength(0)
  })
})

describe('converting', () => {
  it('moves points to the main wallet at the exchange ratio in one step', async () => {
    await signInWithPaymentPassword('demo_sub1', 'NOVA88')
    const sub1 = await accountId('demo_sub1', 'NOVA88')
    const before = await summary()
    const start = await balance()
    const converted = await call('points.convert', { points: 250, password: paymentPassword })
    const amount = (250 * 100) / before.exchangeRatio
    expect(converted).toEqual({
      points: before.points - 250,
      amount,
      sumBalance: start + amount,
    })
    expect(await balance()).toBe(start + amount)
    expect((await summary()).points).toBe(before.points - 250)
    const [row] = await server.db.query<{ id: string }>(
      `SELECT id FROM points_ledger WHERE account_id = $1 AND type = 'convert'`,
      [sub1],
    )
    const ledger = await server.db.query<{ amount: string; kind: string }>(
      'SELECT amount, kind FROM ledger WHERE account_id = $1 AND reference = $2',
      [sub1, `points:${row!.id}`],
    )
    expect(ledger.map((r) => [Number(r.amount), r.kind])).toEqual([[amount, 'points']])
    expect(
      (await refusal(call('points.convert', { points: before.points, password: paymentPassword })))
        .message,
    ).toBe('You do not have enough points')
    expect((await refusal(call('points.convert', { points: 10, password: 'nope' }))).message).toBe(
      'The payment password is wrong',
    )
    expect(await balance()).toBe(start + amount)
  })
})
