import type { CallInput } from '@/api/types.gen'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const list = (query: CallInput<'games.list'>) => call('games.list', query)

describe('game catalogue', () => {
  it('holds about 10,000 RNG games across the six sub-categories, and vendors for every category', async () => {
    useTransport(server.base)
    const rng = await list({ gameType: 'RNG', pageSize: 1 })
    expect(rng.total).toBeGreaterThanOrEqual(10_000)
    for (const classify of ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const)
      expect((await list({ gameType: 'RNG', gameClassify: classify })).total).toBeGreaterThan(100)
    const { categories } = await call('games.vendors')
    const codes = categories.flatMap((c) => c.cards.map((card) => card.vassalage))
    for (const code of ['DS88', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'EVO', 'SABA', 'KM'])
      expect(codes).toContain(code)
    expect(categories.map((c) => c.gameType)).toEqual(
      expect.arrayContaining(['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP']),
    )
    const vassalage = categories.flatMap((c) => c.cards).filter((c) => c.isGame === 'VASSALAGE')
    expect(vassalage.length).toBeGreaterThan(0)
    for (const card of vassalage)
      expect(
        (await list({ gameType: 'PVP', vassalage: card.vassalage })).total +
          (await list({ gameType: 'LIVE', vassalage: card.vassalage })).total,
      ).toBeGreaterThan(0)
  })

  it('filters by vendor, sub-category, name and minimum bet, and pages consistently', async () => {
    useTransport(server.base)
    const all = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 100 })
    expect(all.games.every((g) => g.vendor === 'PG')).toBe(true)
    expect(all.totalPages).toBe(Math.ceil(all.total / 100))
    const last = await list({
      gameType: 'RNG',
      vassalage: 'PG',
      pageSize: 100,
      pageNo: all.totalPages,
    })
    expect(last.games.length).toBe(all.total - (all.totalPages - 1) * 100)
    const cheap = await list({ gameType: 'RNG', minBet: 5, pageSize: 100 })
    expect(cheap.games.every((g) => g.minBet <= 5)).toBe(true)
    expect(cheap.total).toBeLessThan((await list({ gameType: 'RNG' })).total)
    const named = await list({ gameType: 'RNG', gameName: 'fortune ox' })
    expect(named.games.map((g) => g.gameCode)).toContain('PG-FORTUNE-OX')
    expect(named.games.every((g) => g.gameName.toLowerCase().includes('fortune ox'))).toBe(true)
    expect((await list({ gameType: 'RNG', gameName: '100%_' })).total).toBe(0)
    const thumbnail = await fetch(server.origin + named.games[0]!.thumbnail)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
  })

  it('keeps favourites per member, shows them in the list, and adding twice is harmless', async () => {
    await signInAs(server, 'demo_member')
    const [first, second] = (await list({ gameType: 'RNG', pageSize: 2 })).games
    await call('games.addFavourite', { nodeId: first!.nodeId })
    await call('games.addFavourite', { nodeId: first!.nodeId })
    await call('games.addFavourite', { nodeId: second!.nodeId })
    const favourites = await call('games.favourites')
    expect(favourites.content.map((g) => g.nodeId)).toEqual([second!.nodeId, first!.nodeId])
    expect((await list({ gameType: 'RNG', pageSize: 1 })).games[0]!.favourite).toBe(true)
    await call('games.removeFavourite', { nodeId: first!.nodeId })
    expect((await call('games.favourites')).content).toHaveLength(1)
    expect(
      (await refusal(call('games.addFavourite', { nodeId: '999999999' }))).details.status,
    ).toBe(404)
    await signInAs(server, 'demo_agent')
    expect((await call('games.favourites')).content).toHaveLength(0)
  })

  it('lists launched games as recent, most recent first, and refuses a vendor under maintenance', async () => {
    await signInAs(server, 'demo_sub2')
    await call('play.launch', { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' })
    await call('play.launch', { vendor: 'JILI', gameCode: 'JILI-SUPER-ACE', gameType: 'RNG' })
    await call('play.launch', { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' })
    const recent = await call('games.recent')
    expect(recent.list.map((g) => g.gameCode)).toEqual(['PG-FORTUNE-OX', 'JILI-SUPER-ACE'])
    await call('play.launch', { vendor: 'TCG_SEA', gameCode: 'TCG-SEA-4D', gameType: 'LOTT' })
    await call('play.launch', { vendor: 'ELOTT', gameCode: 'ELOTT-KENO', gameType: 'ELOTT' })
    const lottery = await call('games.recent', { gameTypes: 'LOTT,ELOTT' })
    expect(lottery.list.map((g) => g.gameCode)).toEqual(['ELOTT-KENO', 'TCG-SEA-4D'])
    const unknown = await refusal(
      call('play.launch', { vendor: 'PG', gameCode: 'NOPE', gameType: 'RNG' }),
    )
    expect(unknown.details.status).toBe(404)
    await server.db.query(`UPDATE game_vendors SET maintenance = true WHERE code = 'JILI'`)
    const closed = await refusal(
      call('play.launch', { vendor: 'JILI', gameCode: 'JILI-SUPER-ACE', gameType: 'RNG' }),
    )
    expect([closed.details.status, closed.message]).toEqual([503, 'Game under maintenance'])
    const { list: notes } = await call('games.announcements')
    expect(notes.map((n) => n.vendor)).toEqual(['JILI'])
    await server.db.query(`UPDATE game_vendors SET maintenance = false WHERE code = 'JILI'`)
  })

  it('answers the seamless vendors: every vendor without a transfer wallet of the merchant', async () => {
    useTransport(server.base)
    const { categories } = await call('games.seamless')
    const codes = categories.flatMap((c) => c.cards.map((card) => card.vassalage))
    expect(codes).toEqual(expect.arrayContaining(['DS88', 'TCG_SEA', 'SEXY', 'FB', 'PP']))
    for (const transfer of ['EVO', 'SABA', 'KM', 'PG', 'JILI'])
      expect(codes).not.toContain(transfer)
  })

  it('builds the winner board from settled bets, names masked, newest first', async () => {
    useTransport(server.base)
    const [account] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    await server.db.query(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, settled_at)
       VALUES ($1, 'LUCKY01', 'PG', 'PG-FORTUNE-OX', 'RNG', 100, 987654, 'settled', 'winner-test', platform_now() + interval '1 minute')`,
      [account!.id],
    )
    const { list: winners } = await call('games.winners', { gameCategory: 'ALL', limitNum: 20 })
    expect(winners.length).toBeGreaterThan(1)
    expect(winners.length).toBeLessThanOrEqual(20)
    expect(winners[0]!.vo).toEqual(
      expect.objectContaining({ player: 'de***er', gameName: 'Fortune Ox', prize: 987654 }),
    )
  })

  it('groups hot games, and answers lottery draws and Vietnamese results computed from the draws', async () => {
    useTransport(server.base)
    const hot = await call('games.hot')
    const order = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']
    expect(hot.list.map((g) => g.gameType)).toEqual(
      order.filter((t) => hot.list.some((g) => g.gameType === t)),
    )
    expect(hot.list.find((g) => g.gameType === 'RNG')!.games.length).toBeGreaterThan(0)
    const lobby = await call('games.lotteryLobby')
    // Lottery favourites keep game ids: each lobby game is the catalogue's game of that code.
    expect(new Set(lobby.list.map((g) => g.nodeId)).size).toBe(lobby.list.length)
    const popular = await call('games.popular', { count: 20 })
    for (const game of popular.list)
      expect(lobby.list.find((g) => g.gameCode === game.gameCode)?.nodeId).toBe(game.nodeId)
    for (const game of lobby.list) {
      const wait = new Date(game.nextDrawAt).getTime() - Date.now()
      expect(wait).toBeGreaterThan(-1000)
      expect(wait).toBeLessThanOrEqual(game.intervalSeconds * 1000)
    }
    const south = await call('games.vnResults', { region: 'south' })
    expect(south.draws).toHaveLength(3)
    const numbers = await call('games.vnNumbers', { count: 100, region: 'north' })
    expect(numbers.days).toBe(30)
    expect(numbers.list).toHaveLength(100)
    // The north draws 27 numbers a day: every one ends in one of the hundred two-digit endings.
    expect(numbers.list.reduce((sum, n) => sum + n.count, 0)).toBe(27 * 30)
    const menus = await call('games.vnMenus')
    expect(menus.regions.map((r) => [r.region, r.gameCode])).toEqual([
      ['north', 'VN-NORTH'],
      ['central', 'VN-CENTRAL'],
      ['south', 'VN-SOUTH'],
    ])
    expect([...menus.regions[2]!.provinces].sort()).toEqual(
      south.draws.map((d) => d.province).sort(),
    )
    const rooms = await call('games.pvpRooms', { vendor: 'KM' })
    expect(rooms.list.length).toBeGreaterThan(0)
    expect(rooms.list.every((r) => r.vendor === 'KM')).toBe(true)
  })
})
