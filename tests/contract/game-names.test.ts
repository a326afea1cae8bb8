import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { clearNameOverrides, setNameOverrides } from '../../server/platform/games/name-overrides'
import { signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
afterEach(() => clearNameOverrides())

/** yyyy-MM-dd of the day `ago` days before today (UTC). */
const dayAgo = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
const range = { startDate: dayAgo(60), endDate: dayAgo(0) }

/** The catalogue's name of each game, by "vendor/gameCode", read from the database. */
async function catalogueNames() {
  const rows = await server.db.query<{ vendor: string; game_code: string; name: string }>(
    'SELECT vendor, game_code, name FROM games',
  )
  return new Map(rows.map((r) => [`${r.vendor}/${r.game_code}`, r.name]))
}

describe('agent.teamBets names each bet’s game', () => {
  it('with the catalogue’s name, the merchant’s own name for it, and null for a retired game', async () => {
    await signInAs(server, 'demo_agent')
    const names = await catalogueNames()
    const seeded = await call('agent.teamBets', { ...range, pageSize: 100 })
    expect(seeded.list.length).toBeGreaterThan(0)
    for (const bet of seeded.list)
      expect(bet.gameName).toBe(names.get(`${bet.vendor}/${bet.gameCode}`))

    const [member] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    // Newest first: these two are the page's first rows.
    await server.db.query(
      `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at)
       VALUES ($1, 'LUCKY01', 'PG', 'PG-FORTUNE-OX', 'RNG', 100, 0, 'settled', 'names-1', platform_now() + interval '2 minutes'),
              ($1, 'LUCKY01', 'PG', 'PG-RETIRED-GAME', 'RNG', 100, 0, 'settled', 'names-2', platform_now() + interval '3 minutes')`,
      [member!.id],
    )
    setNameOverrides('LUCKY01', {}, { 'PG/PG-FORTUNE-OX': 'Golden Ox Deluxe' })
    const [retired, renamed] = (await call('agent.teamBets', { ...range, pageSize: 2 })).list
    expect([retired!.gameCode, retired!.gameName]).toEqual(['PG-RETIRED-GAME', null])
    expect([renamed!.gameCode, renamed!.gameName]).toEqual(['PG-FORTUNE-OX', 'Golden Ox Deluxe'])
    // Another merchant's names are its own.
    setNameOverrides('JADE_PH', {}, { 'PG/PG-FORTUNE-OX': 'Jade Ox' })
    clearNameOverrides('LUCKY01')
    const [, plain] = (await call('agent.teamBets', { ...range, pageSize: 2 })).list
    expect(plain!.gameName).toBe('Fortune Ox')
  })
})

describe('play.launch names the launched game', () => {
  it('as the game list answers it to the merchant', async () => {
    await signInAs(server, 'demo_member')
    const game = { vendor: 'JILI', gameCode: 'JILI-SUPER-ACE', gameType: 'RNG' }
    expect((await call('play.launch', game)).gameName).toBe('Super Ace')
    setNameOverrides('LUCKY01', {}, { 'JILI/JILI-SUPER-ACE': 'Ace of Jade' })
    const launch = await call('play.launch', game)
    expect(launch.gameName).toBe('Ace of Jade')
    const { games } = await call('games.list', { gameType: 'RNG', gameName: 'super ace' })
    expect(games.find((g) => g.gameCode === game.gameCode)?.gameName).toBe(launch.gameName)
    // The provider's page carries the same name.
    const page = await (await fetch(launch.url)).text()
    expect(page).toContain('<title>Ace of Jade</title>')
  })
})
