import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { signInAs, startPlatform } from './platform'

// The pages of the team reports, row by row, against figures the test sums itself: the reports cut
// their page before summing (so that a team of thousands is not summed per member twice), and a
// page must still hold the same members, in the same order, with the same figures.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const merchant = 'LUCKY01'
const dayAgo = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
const range = { startDate: dayAgo(60), endDate: dayAgo(0) }
const within = (column: string) => `${column} >= $2::date AND ${column} < $3::date + 1`

/** demo_agent's downline (id and username), walked over upline links in the test. */
async function team() {
  const rows = await server.db.query<{ id: string; username: string; upline_id: string | null }>(
    'SELECT id, username, upline_id FROM accounts WHERE merchant = $1',
    [merchant],
  )
  const agent = rows.find((r) => r.username === 'demo_agent')!
  const found: { id: number; username: string }[] = []
  let frontier = [agent.id]
  while (frontier.length) {
    const next = rows.filter((r) => r.upline_id !== null && frontier.includes(r.upline_id))
    found.push(...next.map((r) => ({ id: Number(r.id), username: r.username })))
    frontier = next.map((r) => r.id)
  }
  return found
}

describe('agent.profitLoss pages', () => {
  it('hold every member once, by username, with its own figures', async () => {
    await signInAs(server, 'demo_agent')
    const members = await team()
    const seen: string[] = []
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await call('agent.profitLoss', { ...range, pageNo, pageSize: 4 })
      if (!page.list.length) break
      for (const row of page.list) {
        const id = members.find((m) => m.username === row.username)!.id
        const [bets] = await server.db.query<{ stake: string; payout: string }>(
          `SELECT coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout FROM bets
           WHERE account_id = $1 AND status <> 'cancelled' AND ${within('created_at')}`,
          [id, range.startDate, range.endDate],
        )
        const [ledger] = await server.db.query<Record<string, string>>(
          `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
             coalesce(-sum(amount) FILTER (WHERE kind = 'withdraw'), 0) AS withdrawals,
             coalesce(sum(amount) FILTER (WHERE kind IN ('bonus', 'rebate', 'promotion', 'reward')), 0) AS bonus
           FROM ledger WHERE account_id = $1 AND ${within('created_at')}`,
          [id, range.startDate, range.endDate],
        )
        expect(row).toMatchObject({
          id: String(id),
          stake: Number(bets!.stake),
          payout: Number(bets!.payout),
          profit: Number(bets!.payout) - Number(bets!.stake),
          deposits: Number(ledger!.deposits),
          withdrawals: Number(ledger!.withdrawals),
          bonus: Number(ledger!.bonus),
        })
        seen.push(row.username)
      }
      expect(page.totalPages).toBe(Math.ceil(members.length / 4))
    }
    expect(seen).toEqual(members.map((m) => m.username).sort())
    expect(seen.some((u) => u.startsWith('downline'))).toBe(true)
  })

  it('page the members a username prefix finds', async () => {
    await signInAs(server, 'demo_agent')
    const page = await call('agent.profitLoss', {
      ...range,
      username: 'DOWNLINE0',
      pageSize: 3,
      pageNo: 2,
    })
    const found = (await team())
      .map((m) => m.username)
      .filter((u) => u.startsWith('downline0'))
      .sort()
    expect(page.list.map((r) => r.username)).toEqual(found.slice(3, 6))
    expect(page.totalPages).toBe(Math.ceil(found.length / 3))
  })
})

describe('agent.teamBets pages', () => {
  it('are the team bets newest first, each with its member', async () => {
    await signInAs(server, 'demo_agent')
    const members = await team()
    const expected = await server.db.query<{ id: string; account_id: string; stake: string }>(
      `SELECT id, account_id, stake FROM bets
       WHERE account_id = ANY($1) AND status <> 'cancelled' AND ${within('created_at')}
       ORDER BY created_at DESC, id DESC`,
      [members.map((m) => m.id), range.startDate, range.endDate],
    )
    expect(expected.length).toBeGreaterThan(20)
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => call('agent.teamBets', { ...range, pageNo, pageSize: 7 })),
    )
    const rows = pages.flatMap((p) => p.list)
    expect(rows.map((r) => r.id)).toEqual(expected.slice(0, 21).map((b) => String(b.id)))
    for (const [i, row] of rows.entries()) {
      const bet = expected[i]!
      expect(row.username).toBe(members.find((m) => m.id === Number(bet.account_id))!.username)
      expect(row.stake).toBe(Number(bet.stake))
    }
    expect(pages[0]!.totals.count).toBe(expected.length)
  })

  it('of one member found by prefix hold only its bets', async () => {
    await signInAs(server, 'demo_agent')
    const page = await call('agent.teamBets', { ...range, username: 'downline07', pageSize: 50 })
    expect(page.list.length).toBeGreaterThan(0)
    expect(new Set(page.list.map((r) => r.username))).toEqual(new Set(['downline07']))
    expect(page.totals.count).toBe(page.list.length)
  })
})

describe('a page past the end', () => {
  it('holds no row and the same totals, in every report that cuts its page first', async () => {
    await signInAs(server, 'demo_agent')
    const [bets, betsPast] = await Promise.all(
      [1, 999].map((pageNo) => call('agent.teamBets', { ...range, pageNo })),
    )
    expect(betsPast!.list).toEqual([])
    expect(betsPast!.totals).toEqual(bets!.totals)
    expect(betsPast!.totalPages).toBe(bets!.totalPages)
    const [pl, plPast] = await Promise.all(
      [1, 999].map((pageNo) => call('agent.profitLoss', { ...range, pageNo })),
    )
    expect(plPast!.list).toEqual([])
    expect(plPast!.totals).toEqual(pl!.totals)
    expect(pl!.totals.stake).toBeGreaterThan(0)
    const [search, searchPast] = await Promise.all(
      [1, 999].map((pageNo) => call('agent.downline', { username: 'downline', pageNo })),
    )
    expect(searchPast!.list).toEqual([])
    expect(searchPast!.total).toBe(search!.total)
    expect(search!.total).toBe(25)
  })
})
