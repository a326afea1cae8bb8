import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { getNewGames } from '../../src/api/games/get-new-games'
import { startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const dayMs = 86_400_000

/** The platform's today (yyyy-MM-dd), as SQL reads it. */
async function today() {
  const [row] = await server.db.query<{ day: string }>(
    `SELECT to_char(platform_now()::date, 'YYYY-MM-DD') AS day`,
  )
  return row!.day
}

/** Whole days from a release day to today. */
const age = (releasedAt: string, now: string) => (Date.parse(now) - Date.parse(releasedAt)) / dayMs

/** Sets a merchant's new-game window, as the operator would. */
async function setNewGameDays(days: number | null) {
  await server.db.query(
    days === null
      ? `UPDATE merchants SET settings = settings - 'newGameDays' WHERE code = 'LUCKY01'`
      : `UPDATE merchants SET settings = settings || jsonb_build_object('newGameDays', $1::int) WHERE code = 'LUCKY01'`,
    days === null ? [] : [days],
  )
  await server.reloadMerchants()
}

describe('release days and new games', () => {
  it('gives every game a release day spread over the last months, the same from one seeding to the next', async () => {
    useTransport(server.base)
    const now = await today()
    const rows = await server.db.query<{ day: string; n: string }>(
      `SELECT to_char(released_at, 'YYYY-MM-DD') AS day, count(*) AS n FROM games GROUP BY 1`,
    )
    const ages = rows.map((r) => age(r.day, now))
    // The days count back from the day the platform was seeded: today, or yesterday for a run
    // that crossed midnight after seeding.
    const newest = Math.min(...ages)
    expect(newest).toBeLessThanOrEqual(1)
    expect(Math.max(...ages) - newest).toBeGreaterThanOrEqual(150)
    expect(Math.max(...ages) - newest).toBeLessThan(190)
    // Spread, not bunched: most days of the span hold a release, none holds a large share.
    expect(rows.length).toBeGreaterThan(150)
    const total = rows.reduce((sum, r) => sum + Number(r.n), 0)
    expect(Math.max(...rows.map((r) => Number(r.n)))).toBeLessThan(total / 50)
    // Every category has games both new and older.
    const { games: fish } = await call('games.list', { gameType: 'FISH', pageSize: 100 })
    expect(fish.some((g) => g.isNew)).toBe(true)
    expect(fish.some((g) => !g.isNew)).toBe(true)
    // Another platform seeded from scratch gives each game the same day: the same number of days
    // before its newest, should the two seedings fall either side of midnight.
    const other = await startPlatform()
    try {
      const days = `SELECT vendor || '/' || game_code AS game,
          (SELECT max(released_at) FROM games) - released_at AS before_newest
        FROM games ORDER BY 1`
      expect(await other.db.query(days)).toEqual(await server.db.query(days))
    } finally {
      await other.close()
    }
  })

  it('answers each game’s release day, and isNew within the operator’s window (30 days by default)', async () => {
    useTransport(server.base)
    const now = await today()
    const { games } = await call('games.list', { gameType: 'FISH', pageSize: 100 })
    const hot = (await call('games.hot')).list.flatMap((group) => group.games)
    for (const game of [...games, ...hot]) {
      expect(game.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(game.isNew).toBe(age(game.releasedAt!, now) < 30)
    }
    const newCount = (days: number) => games.filter((g) => age(g.releasedAt!, now) < days).length
    expect(newCount(7)).toBeLessThan(newCount(30))
    await setNewGameDays(7)
    try {
      const narrow = await call('games.list', { gameType: 'FISH', pageSize: 100 })
      expect(narrow.games.filter((g) => g.isNew)).toHaveLength(newCount(7))
      for (const game of narrow.games) expect(game.isNew).toBe(age(game.releasedAt!, now) < 7)
    } finally {
      await setNewGameDays(null)
    }
  })

  it('lists a category newest first with sort "new", ties in the operator’s order', async () => {
    useTransport(server.base)
    const all = await call('games.list', { gameType: 'FISH', pageSize: 100 })
    expect(all.total).toBeLessThanOrEqual(100)
    // The operator's order, stably re-sorted by release day, newest first.
    const expected = [...all.games]
      .sort((a, b) => b.releasedAt!.localeCompare(a.releasedAt!))
      .map((g) => g.nodeId)
    const newest = await call('games.list', { gameType: 'FISH', sort: 'new', pageSize: 100 })
    expect(newest.games.map((g) => g.nodeId)).toEqual(expected)
    expect(newest.total).toBe(all.total)
    expect(expected).not.toEqual(all.games.map((g) => g.nodeId))
    // Pages follow on from each other in that order.
    const second = await call('games.list', {
      gameType: 'FISH',
      sort: 'new',
      pageSize: 10,
      pageNo: 2,
    })
    expect(second.games.map((g) => g.nodeId)).toEqual(expected.slice(10, 20))
  })

  it('gives Home the newest slots of the whole category (getNewGames)', async () => {
    useTransport(server.base)
    const games = await getNewGames('RNG', 'EN', 12)
    expect(games).toHaveLength(12)
    const rows = await server.db.query<{ id: string }>(
      `SELECT id FROM games WHERE game_type = 'RNG' ORDER BY released_at DESC, sort LIMIT 12`,
    )
    expect(games.map((g) => g.nodeId)).toEqual(rows.map((r) => String(r.id)))
    const now = await today()
    expect(games.every((g) => g.isNew && age(g.releasedAt!, now) <= 1)).toBe(true)
  })
})
