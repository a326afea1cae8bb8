import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickPrize } from '../../server/platform/content/raffle'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform, useTransport } from './platform'

/**
 * The raffle promotion (spec §7, content.rafflePromotion): who may draw, how many times, that a
 * repeated or concurrent request draws and pays once, and that a prize is a ledger row.
 */
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** The merchant's seeded raffle promotion as the current transport sees it. */
async function raffleOf() {
  const { list } = await call('content.promotions')
  // The seeded one: a raffle a test publishes comes before the seeded promotions.
  const raffle = list.filter((p) => p.action === 'raffle').at(-1)
  if (!raffle) throw new Error('no raffle promotion')
  return raffle
}

const draw = (id: string, requestId: string = randomUUID()) =>
  call('content.rafflePromotion', { id, requestId })

/** The ledger rows a draw wrote. */
const ledgerOfDraw = (drawId: string) =>
  server.db.query<{ kind: string; amount: string }>(
    'SELECT kind, amount FROM ledger WHERE reference = $1',
    [`raffle:${drawId}`],
  )

const balance = async () => (await call('wallet.balance')).sumBalance

/** A day a number of days from today (UTC, the transport's zone), yyyy-MM-dd. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Publishes one more running raffle for a merchant, with draws a day and prizes (stock absent:
 * without limit), written as an operator's tool would; answers its id.
 */
async function extraRaffle(
  merchant: string,
  perDay: number,
  prizes: { name: string; amount: number; weight: number; stock?: number }[],
) {
  const [row] = await server.db.query<{ id: string }>(
    `INSERT INTO promotions (merchant, category, title, summary, content, apply_required, action, start_at, sort)
     VALUES ($1, 'lucky', '{"EN":"Test raffle"}', '{"EN":"Draw"}', '{"EN":"<p>Draw</p>"}', false, 'raffle',
       platform_now() - interval '1 day', -1)
     RETURNING id`,
    [merchant],
  )
  const id = Number(row!.id)
  await server.db.query(
    'INSERT INTO raffle_rules (promotion_id, free_per_day, max_per_day) VALUES ($1, $2, $2)',
    [id, perDay],
  )
  for (const [sort, prize] of prizes.entries())
    await server.db.query(
      `INSERT INTO raffle_prizes (promotion_id, name, amount, weight, stock, sort)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        JSON.stringify({ EN: prize.name }),
        prize.amount,
        prize.weight,
        prize.stock ?? null,
        sort,
      ],
    )
  return String(id)
}

describe('pickPrize', () => {
  const prizes = [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 3 },
    { id: 'c', weight: 6 },
  ]
  it('gives each prize a run of rolls as long as its weight', () => {
    const landed = Array.from({ length: 10 }, (_, roll) => pickPrize(prizes, roll).id)
    expect(landed).toEqual(['a', 'b', 'b', 'b', 'c', 'c', 'c', 'c', 'c', 'c'])
    expect(() => pickPrize(prizes, 10)).toThrow()
  })
})

describe('raffle promotion', () => {
  it('shows a visitor the rule and the prizes in their language, with no draws', async () => {
    const visitor = useTransport(server.base, 'NOVA88')
    const listed = await raffleOf()
    expect(listed.status).toBe('join')
    const english = (await call('content.promotion', { id: listed.id })).raffle!
    visitor.language = 'VI'
    const raffle = (await call('content.promotion', { id: listed.id })).raffle!
    expect(raffle).toMatchObject({ chancesToday: null, chancesLeft: null, draws: [] })
    expect(raffle.freePerDay).toBeGreaterThan(0)
    expect(raffle.maxPerDay).toBeGreaterThanOrEqual(raffle.freePerDay)
    expect(raffle.prizes.length).toBeGreaterThan(1)
    expect(raffle.prizes.every((p) => p.amount > 0 && p.inStock)).toBe(true)
    // Seeded per language: the Vietnamese names, not the English ones.
    expect(raffle.prizes.map((p) => p.amount)).toEqual(english.prizes.map((p) => p.amount))
    raffle.prizes.forEach((p, i) => expect(p.name).not.toBe(english.prizes[i]!.name))
    // Other promotions carry no raffle.
    const { list } = await call('content.promotions')
    const other = list.find((p) => p.action !== 'raffle')!
    expect((await call('content.promotion', { id: other.id })).raffle).toBeUndefined()
  })

  it('draws a prize the raffle offers, pays it through the ledger once, and counts the day', async () => {
    await signInAs(server, 'demo_sub2')
    const listed = await raffleOf()
    expect(listed.status).toBe('join')
    const before = (await call('content.promotion', { id: listed.id })).raffle!
    expect(before.chancesToday).toBe(before.freePerDay)
    expect(before.chancesLeft).toBe(before.freePerDay)
    const start = await balance()

    const requestId = randomUUID()
    const won = await draw(listed.id, requestId)
    const offered = before.prizes.find((p) => p.id === won.prize.id)!
    expect(won).toMatchObject({
      id: listed.id,
      amount: offered.amount,
      prize: { name: offered.name, amount: offered.amount },
      chancesLeft: before.freePerDay - 1,
      sumBalance: start + offered.amount,
    })
    expect((await ledgerOfDraw(won.drawId)).map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['promotion', offered.amount],
    ])

    // The same request again answers the same draw: nothing drawn or paid twice.
    expect(await draw(listed.id, requestId)).toEqual(won)
    expect(await ledgerOfDraw(won.drawId)).toHaveLength(1)
    expect(await balance()).toBe(start + offered.amount)

    // The prize is in the member's records: the account record and the bonus details.
    const records = await call('wallet.records', { kind: 'promotion' })
    expect(records.list[0]).toMatchObject({
      kind: 'promotion',
      amount: offered.amount,
      balanceAfter: start + offered.amount,
    })
    const bonus = await call('finance.bonus', {
      startDate: dayFromToday(-1),
      endDate: dayFromToday(1),
    })
    expect(bonus.list).toContainEqual(
      expect.objectContaining({ kind: 'promotion', amount: offered.amount }),
    )

    // Drawn out for the day: refused, and the promotion shows joined with the draw listed.
    for (let i = 1; i < before.freePerDay; i++) await draw(listed.id)
    const spent = await refusal(draw(listed.id))
    expect(spent.details.status).toBe(409)
    expect(spent.message).toBe('You have no draws left today')
    expect((await raffleOf()).status).toBe('joined')
    const after = (await call('content.promotion', { id: listed.id })).raffle!
    expect(after.chancesLeft).toBe(0)
    expect(after.draws.at(-1)).toMatchObject({
      id: won.drawId,
      prizeName: offered.name,
      amount: offered.amount,
    })
  })

  it('gives one more draw for each paid deposit of the qualifying amount, up to the daily limit', async () => {
    await signInAs(server, 'demo_sub1')
    const listed = await raffleOf()
    const rule = (await call('content.promotion', { id: listed.id })).raffle!
    const perDeposit = rule.depositPerChance!
    expect(perDeposit).toBeGreaterThan(0)
    const { list } = await call('finance.channels')
    const channel = list.find((c) => c.minAmount <= perDeposit && c.maxAmount >= perDeposit)!
    const pay = async (amount: number) => {
      const order = await call('finance.deposit', { channelId: channel.id, amount })
      expect((await fetch(`${order.payUrl}/pay`, { method: 'POST' })).status).toBe(200)
    }
    // Below the qualifying amount: no draw more.
    if (channel.minAmount < perDeposit) {
      await pay(channel.minAmount)
      expect((await call('content.promotion', { id: listed.id })).raffle!.chancesToday).toBe(
        rule.freePerDay,
      )
    }
    const deposits = rule.maxPerDay - rule.freePerDay + 1
    for (let i = 0; i < deposits; i++) await pay(perDeposit)
    const now = (await call('content.promotion', { id: listed.id })).raffle!
    expect(now.chancesToday).toBe(rule.maxPerDay)
    for (let left = rule.maxPerDay - 1; left >= 0; left--)
      expect((await draw(listed.id)).chancesLeft).toBe(left)
    expect((await refusal(draw(listed.id))).details.status).toBe(409)
  })

  it('lets concurrent draws of one member take each chance once, and one request draw once', async () => {
    await signInAs(server, 'demo_member')
    const listed = await raffleOf()
    const { freePerDay } = (await call('content.promotion', { id: listed.id })).raffle!
    const start = await balance()

    const sameKey = randomUUID()
    const repeats = await Promise.all(Array.from({ length: 4 }, () => draw(listed.id, sameKey)))
    expect(new Set(repeats.map((r) => r.drawId)).size).toBe(1)

    const racing = await Promise.allSettled(
      Array.from({ length: freePerDay + 4 }, () => draw(listed.id)),
    )
    const won = racing.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    expect(won).toHaveLength(freePerDay - 1)
    expect(racing.filter((r) => r.status === 'rejected')).toHaveLength(5)

    const draws = [repeats[0]!, ...won]
    const [rows] = await server.db.query<{ n: string; total: string }>(
      `SELECT count(*) AS n, coalesce(sum(l.amount), 0) AS total FROM raffle_draws d
       JOIN ledger l ON l.reference = 'raffle:' || d.id
       WHERE d.account_id = (SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member')`,
    )
    expect(Number(rows!.n)).toBe(freePerDay)
    const paid = draws.reduce((sum, d) => sum + d.amount, 0)
    expect(Number(rows!.total)).toBe(paid)
    expect(await balance()).toBe(start + paid)
  })

  it("refuses another merchant's raffle, a trial account, other actions and a closed raffle", async () => {
    useTransport(server.base, 'NOVA88')
    const nova = await raffleOf()
    await signInAs(server, 'demo_agent')
    const own = await raffleOf()
    expect(own.id).not.toBe(nova.id)
    const foreign = await refusal(draw(nova.id))
    expect(foreign.details.status).toBe(404)
    expect(foreign.message).toBe('This promotion does not exist')
    const [foreignDraws] = await server.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM raffle_draws WHERE promotion_id = $1',
      [Number(nova.id)],
    )
    expect(Number(foreignDraws!.n)).toBe(0)

    const { list } = await call('content.promotions')
    const claim = list.find((p) => p.action === 'claim')!
    expect((await refusal(draw(claim.id))).details.status).toBe(400)
    expect((await refusal(call('content.joinPromotion', { id: own.id }))).details.status).toBe(400)

    // A request id drawn in one raffle is not taken for another.
    const key = randomUUID()
    await draw(own.id, key)
    const other = await extraRaffle('LUCKY01', 1, [{ name: 'Nothing', amount: 0, weight: 1 }])
    expect((await refusal(draw(other, key))).message).toBe(
      'This request was already used for another promotion',
    )

    await server.db.query(
      `UPDATE promotions SET start_at = platform_now() + interval '1 day' WHERE id = $1`,
      [Number(own.id)],
    )
    const closed = await refusal(draw(own.id))
    expect(closed.message).toBe('This promotion is not open')
    await server.db.query(
      `UPDATE promotions SET start_at = platform_now() - interval '5 days' WHERE id = $1`,
      [Number(own.id)],
    )

    await signInAs(server, 'demo_trial')
    expect((await refusal(draw(own.id))).details.status).toBe(403)
  })

  it('draws by the platform’s randomness among the prizes in stock; no prize pays nothing', async () => {
    await signInAs(server, 'demo_agent')
    const id = await extraRaffle('LUCKY01', 41, [
      { name: 'Nothing', amount: 0, weight: 1 },
      { name: 'Five', amount: 500, weight: 1 },
      { name: 'Once', amount: 700, weight: 1, stock: 1 },
    ])
    const start = await balance()
    const draws = []
    for (let i = 0; i < 40; i++) draws.push(await draw(id))
    const amounts = draws.map((d) => d.amount)
    // Equal weights: both the empty prize and the prize of 500 come up (each draw is random).
    expect(amounts).toContain(0)
    expect(amounts).toContain(500)
    // A prize of limited stock is given at most as many times as its stock.
    expect(amounts.filter((a) => a === 700).length).toBeLessThanOrEqual(1)
    const paid = amounts.reduce((sum, a) => sum + a, 0)
    expect(await balance()).toBe(start + paid)
    const empty = draws.filter((d) => d.amount === 0)
    for (const d of empty) expect(await ledgerOfDraw(d.drawId)).toEqual([])
    expect(empty[0]!.prize.name).toBe('Nothing')

    // No prize left in stock: the draw is refused and nothing is written.
    await server.db.query('UPDATE raffle_prizes SET stock = 0 WHERE promotion_id = $1', [
      Number(id),
    ])
    const out = await refusal(draw(id))
    expect(out.message).toBe('The prizes of this draw are all given out')
    const detail = await call('content.promotion', { id })
    expect(detail.raffle!.prizes.every((p) => !p.inStock)).toBe(true)
    expect(detail.raffle!.chancesLeft).toBe(1)
  })
})
