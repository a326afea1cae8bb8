import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { returnToPlayer, spin } from '../../server/provider/slot'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const provider = (url: string, path: string, body: object) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))

describe('demo slot', () => {
  it('returns about 94% to the player over every outcome', () => {
    expect(returnToPlayer()).toBeGreaterThan(0.9)
    expect(returnToPlayer()).toBeLessThan(0.97)
  })

  it('pays three alike and two cherries, nothing else', () => {
    const fixed = (rolls: number[]) => () => rolls.shift()!
    expect(spin(fixed([0, 0, 0]))).toEqual({ reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 100 })
    expect(spin(fixed([12, 12, 32]))).toEqual({
      reels: ['CHERRY', 'CHERRY', 'LEMON'],
      multiplier: 2,
    })
    expect(spin(fixed([0, 2, 6]))).toEqual({ reels: ['SEVEN', 'BAR', 'BELL'], multiplier: 0 })
  })
})

describe('launch and the demo provider', () => {
  it('launches at the provider on another origin and records real bets through the ledger', async () => {
    await signInAs(server, 'demo_member', 'LUCKY01')
    const launch = await call('play.launch', {
      vendor: 'PG',
      gameCode: 'PG-FORTUNE-OX',
      gameType: 'RNG',
    })
    expect(new URL(launch.url).origin).toBe(launch.origin)
    // The provider answered the URL, server to server: its own origin, not the platform's.
    expect(launch.origin).toBe(server.provider.url)
    expect(launch.origin).not.toBe(new URL(server.baseAt('LUCKY01')).origin)
    const url = launch.url
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await page.text()).toContain('<script src="/game.js"></script>')
    const session = new URL(url).searchParams.get('session')!

    const before = (await call('wallet.balance')).sumBalance
    const state = await provider(url, '/api/state', { session })
    expect(state.body).toMatchObject({ ok: true, balance: before })
    let balance = before
    const today = new Date().toISOString().slice(0, 10)
    for (let i = 0; i < 20; i += 1) {
      const result = await provider(url, '/api/spin', { session, stake: 1000 })
      expect(result.body.ok).toBe(true)
      balance = balance - 1000 + (result.body.payout as number)
      expect(result.body.balance).toBe(balance)
    }
    expect((await call('wallet.balance')).sumBalance).toBe(balance)
    const bets = await call('play.bets', { startDate: today, endDate: today, pageSize: 50 })
    expect(bets.totals.count).toBe(20)
    expect(bets.totals.stake).toBe(20_000)
    expect(before + bets.totals.profit).toBe(balance)
    expect(bets.list.every((b) => b.profit === b.payout - b.stake)).toBe(true)
    // Each round: a debit and a credit at the wallet, its bet settled by the credit.
    expect(bets.list.every((b) => b.status === 'settled')).toBe(true)
    const [game] = await server.db.query<{ name: string }>(
      `SELECT name FROM games WHERE vendor = 'PG' AND game_code = 'PG-FORTUNE-OX'`,
    )
    expect(bets.list.every((b) => b.gameName === game!.name)).toBe(true)
  })

  it('launches in the brand’s currency and the caller’s language, kept with the session', async () => {
    const state = await signInAs(server, 'demo_member', 'NOVA88')
    state.language = 'VI'
    const game = { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' }
    const launch = await call('play.launch', game)
    const url = new URL(launch.url)
    expect(url.searchParams.get('currency')).toBe('VND')
    expect(url.searchParams.get('lang')).toBe('vi')
    const session = url.searchParams.get('session')!
    const stored = await server.db.query(
      `SELECT s.currency, s.minor_units, s.language FROM provider_sessions s JOIN accounts a ON a.id = s.account_id
       WHERE a.username = 'demo_member' AND a.merchant = 'NOVA88'`,
    )
    expect(stored).toEqual([{ currency: 'VND', minor_units: 0, language: 'VI' }])

    // The provider trusts what the launch told it, not what the URL says.
    url.searchParams.set('currency', 'PHP')
    url.searchParams.set('lang', 'en')
    const html = await (await fetch(url)).text()
    expect(html).toContain('<html lang="vi">')
    const body = /<body([^>]*)>/.exec(html)![1]
    expect(body).toContain(' data-locale="vi"')
    expect(body).toContain(' data-currency="VND"')
    expect(body).toContain(' data-minor-units="0"')
    expect(html).toContain('<p>Số dư: <strong id="balance">')
    expect(html).toContain('<button id="spin" type="button" disabled>Quay</button>')

    // The API still speaks minor units, whatever the page shows.
    const before = (await call('wallet.balance')).sumBalance
    expect(await provider(url.href, '/api/state', { session })).toEqual({
      status: 200,
      body: { ok: true, balance: before, stakes: [100, 500, 1000, 5000] },
    })
    const result = await provider(url.href, '/api/spin', { session, stake: 1000 })
    expect(Object.keys(result.body).sort()).toEqual(['balance', 'ok', 'payout', 'reels', 'roundId'])
    expect(result.body.balance).toBe(before - 1000 + (result.body.payout as number))

    // A language the brand does not offer launches in the brand's own; another brand, its currency.
    state.language = 'CN'
    const fallback = await call('play.launch', game)
    expect(new URL(fallback.url).searchParams.get('lang')).toBe('vi')
    const peso = await signInAs(server, 'demo_member', 'LUCKY01')
    peso.language = 'TH'
    const thai = new URL((await call('play.launch', game)).url)
    expect([thai.searchParams.get('currency'), thai.searchParams.get('lang')]).toEqual([
      'PHP',
      'th',
    ])

    // An ended session's notice is in its language, and tells the portal that launched it.
    await server.db.query(
      `UPDATE provider_sessions SET expires_at = platform_now() - interval '1 second'
       WHERE account_id = (SELECT id FROM accounts WHERE username = 'demo_member' AND merchant = 'NOVA88')`,
    )
    const ended = await fetch(url)
    expect(ended.status).toBe(404)
    const notice = await ended.text()
    expect(notice).toContain('<html lang="vi">')
    expect(notice).toContain(' data-ended data-portal="')
    expect(notice).toContain('<script src="/game.js"></script>')
    expect(await provider(url.href, '/api/state', { session })).toEqual({
      status: 401,
      body: { ok: false, message: 'The game session has ended' },
    })
  })

  it('refuses an unknown session, a bad stake and an overdraft', async () => {
    const base = server.provider.url
    expect((await provider(base, '/api/spin', { session: 'nope', stake: 100 })).status).toBe(401)
    expect((await fetch(`${base}/play?session=nope`)).status).toBe(404)
    await signInAs(server, 'demo_weak', 'LUCKY01', '123456')
    const launch = await call('play.launch', {
      vendor: 'PG',
      gameCode: 'PG-FORTUNE-OX',
      gameType: 'RNG',
    })
    const session = new URL(launch.url).searchParams.get('session')!
    expect((await provider(base, '/api/spin', { session, stake: 7 })).status).toBe(400)
    const broke = await provider(base, '/api/spin', { session, stake: 1000 })
    expect(broke).toEqual({ status: 400, body: { ok: false, message: 'Insufficient balance' } })
  })
})

describe('betting record', () => {
  it('pages and filters the seeded history, with totals over the whole range', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const all = await call('play.bets', {
      startDate: '2000-01-01',
      endDate: '2100-01-01',
      pageSize: 14,
    })
    expect(all.totals.count).toBeGreaterThan(50)
    expect(all.totalPages).toBe(Math.ceil(all.totals.count / 14))
    expect(all.list).toHaveLength(14)
    const [sums] = await server.db.query<{ stake: string; payout: string }>(
      `SELECT sum(stake) AS stake, sum(payout) AS payout FROM bets b JOIN accounts a ON a.id = b.account_id
       WHERE a.username = 'demo_member' AND a.merchant = 'NOVA88'`,
    )
    expect(all.totals.stake).toBe(Number(sums!.stake))
    expect(all.totals.profit).toBe(Number(sums!.payout) - Number(sums!.stake))
    const live = await call('play.bets', {
      startDate: '2000-01-01',
      endDate: '2100-01-01',
      gameType: 'LIVE',
      pageSize: 100,
    })
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true)
    expect(live.totals.count).toBeLessThan(all.totals.count)
    const none = await call('play.bets', { startDate: '2001-01-01', endDate: '2001-01-31' })
    expect(none).toEqual({
      list: [],
      totalPages: 0,
      totals: { count: 0, stake: 0, payout: 0, profit: 0 },
    })
  })

  it('filters the account record by date range and kind, newest first', async () => {
    await signInAs(server, 'demo_member', 'NOVA88')
    const everything = await call('wallet.records', { pageSize: 100 })
    const times = everything.list.map((r) => r.time)
    expect(times).toEqual([...times].sort().reverse())
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const wins = await call('wallet.records', {
      startDate: day(100),
      endDate: day(-1),
      kind: 'win',
      pageSize: 100,
    })
    expect(wins.list.length).toBeGreaterThan(0)
    expect(wins.list.every((r) => r.kind === 'win' && r.amount > 0)).toBe(true)
    const [counted] = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger l JOIN accounts a ON a.id = l.account_id
       WHERE a.username = 'demo_member' AND a.merchant = 'NOVA88' AND l.kind = 'win'`,
    )
    expect(wins.totalPages).toBe(Math.ceil(Number(counted!.n) / 100))
    const old = await call('wallet.records', { startDate: '2001-01-01', endDate: '2001-01-31' })
    expect(old).toEqual({ list: [], totalPages: 0 })
    const halfRange = await refusal(call('wallet.records', { startDate: '2001-01-01' }))
    expect(halfRange.message).toBe('A date range needs both its start and its end')
  })

  it('reads a date range as calendar days of the caller’s time zone', async () => {
    const state = await signInAs(server, 'demo_member', 'NOVA88')
    const [account] = await server.db.query<{ id: string; balance: string }>(
      `SELECT a.id, w.balance FROM accounts a JOIN wallets w ON w.account_id = a.id
       WHERE a.username = 'demo_member' AND a.merchant = 'NOVA88'`,
    )
    // 20:00 UTC on 1 March is 04:00 on 2 March in Manila (UTC+8).
    const instant = '2020-03-01T20:00:00.000Z'
    await server.db.query(
      `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
       VALUES ($1, 0, $2, 'win', 'time-zone-case', $3)`,
      [account!.id, account!.balance, instant],
    )
    try {
      const on = async (day: string, timeZone: string) => {
        state.timeZone = timeZone
        const page = await call('wallet.records', { startDate: day, endDate: day, pageSize: 100 })
        return page.list.map((r) => r.time)
      }
      expect(await on('2020-03-02', 'Asia/Manila')).toEqual([instant])
      expect(await on('2020-03-01', 'Asia/Manila')).toEqual([])
      expect(await on('2020-03-01', 'UTC')).toEqual([instant])
      expect(await on('2020-03-02', 'UTC')).toEqual([])
      // A zone that does not exist counts as UTC.
      expect(await on('2020-03-01', 'Mars/Olympus_Mons')).toEqual([instant])
    } finally {
      state.timeZone = 'UTC'
      await server.db.query(`DELETE FROM ledger WHERE reference = 'time-zone-case'`)
    }
  })

  it('keeps every wallet equal to the sum of its ledger', async () => {
    const mismatched = await server.db.query(
      `SELECT w.account_id FROM wallets w LEFT JOIN ledger l ON l.account_id = w.account_id
       GROUP BY w.account_id, w.balance HAVING w.balance <> coalesce(sum(l.amount), 0)`,
    )
    expect(mismatched).toEqual([])
  })
})
