import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../server/platform/console/context'
import { dashboard } from '../../server/platform/console/dashboard'
import { ConsoleClient, consoleOrigin, newOperator, refused } from './console-harness'
import { startPlatform, type TestPlatform } from './platform'

/**
 * The console's dashboard (issue 45): the merchant's days in its own time zone, computed from the
 * ledger and the bets of that merchant alone.
 */
let server: TestPlatform
let other = ''

/** A fresh operator with a role on a merchant. */
const operator = (merchant: string, role: Role) => newOperator(server.db, merchant, role)

async function account(merchant: string, username: string) {
  const [row] = await server.db.query<{ id: string }>(
    `INSERT INTO accounts (merchant, username, password_hash, type) VALUES ($1, $2, 'x', 3)
     RETURNING id`,
    [merchant, username],
  )
  return Number(row!.id)
}

let round = 0
const bet = (id: number, merchant: string, at: string, stake: number, payout: number) =>
  server.db.query(
    `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status,
       round_id, created_at) VALUES ($1, $2, 'DEMO', 'g', 'slot', $3, $4, 'settled', $5, $6)`,
    [id, merchant, stake, payout, `dash-${process.pid}-${(round += 1)}`, at],
  )
const ledger = (id: number, kind: string, amount: number, at: string) =>
  server.db.query(
    `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
     VALUES ($1, $2, 0, $3, 'dashboard-test', $4)`,
    [id, amount, kind, at],
  )
const zone = (merchant: string, timeZone: string) =>
  server.db.query(
    `UPDATE merchants SET settings = settings || jsonb_build_object('timeZone', $2::text)
     WHERE code = $1`,
    [merchant, timeZone],
  )

beforeAll(async () => {
  server = await startPlatform()
  const [row] = await server.db.query<{ code: string }>(
    "SELECT code FROM merchants WHERE code <> 'LUCKY01' ORDER BY code LIMIT 1",
  )
  other = row!.code
  // March 2025: before anything the seed writes, so these rows are the days' only ones.
  const one = await account('LUCKY01', `dash${process.pid}a`)
  const two = await account('LUCKY01', `dash${process.pid}b`)
  const stranger = await account(other, `dash${process.pid}c`)
  await bet(one, 'LUCKY01', '2025-03-01T15:30:00Z', 1000, 400) // Manila: 1 March, 23:30
  await bet(one, 'LUCKY01', '2025-03-01T16:30:00Z', 2000, 5000) // Manila: 2 March, 00:30
  await bet(two, 'LUCKY01', '2025-03-02T10:00:00Z', 500, 0)
  await bet(stranger, other, '2025-03-02T10:00:00Z', 9999, 0)
  await ledger(one, 'deposit', 10_000, '2025-03-01T10:00:00Z')
  await ledger(two, 'withdraw', -3000, '2025-03-02T20:00:00Z') // Manila: 3 March, 04:00
  await ledger(two, 'withdraw', 1000, '2025-03-03T01:00:00Z') // its refund, the same day there
  await ledger(one, 'bonus', 777, '2025-03-02T01:00:00Z') // neither deposit nor withdrawal
  await ledger(stranger, 'deposit', 8888, '2025-03-02T01:00:00Z')
})
afterAll(() => server.close())

const range = { startDate: '2025-03-01', endDate: '2025-03-04' }
const quiet = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  stake: 0,
  payout: 0,
  ggr: 0,
  activePlayers: 0,
}

describe('the dashboard', () => {
  it('counts the merchant’s days in its time zone from the ledger and the bets', async () => {
    await zone('LUCKY01', 'Asia/Manila')
    const owner = await operator('LUCKY01', 'readonly')
    const board = await dashboard(server.db, owner, range)
    expect(board.timeZone).toBe('Asia/Manila')
    expect(board.days).toEqual([
      {
        ...quiet,
        day: '2025-03-01',
        deposits: 10_000,
        bets: 1,
        stake: 1000,
        payout: 400,
        ggr: 600,
        activePlayers: 1,
      },
      {
        ...quiet,
        day: '2025-03-02',
        bets: 2,
        stake: 2500,
        payout: 5000,
        ggr: -2500,
        activePlayers: 2,
      },
      { ...quiet, day: '2025-03-03', withdrawals: 2000 },
      { ...quiet, day: '2025-03-04' },
    ])
    expect(board.totals).toEqual({
      deposits: 10_000,
      withdrawals: 2000,
      bets: 3,
      stake: 3500,
      payout: 5400,
      ggr: -1900,
      activePlayers: 2,
    })
  })

  it('moves the day boundaries with the merchant’s zone', async () => {
    await zone('LUCKY01', 'UTC')
    const owner = await operator('LUCKY01', 'owner')
    const board = await dashboard(server.db, owner, range)
    expect(board.days.slice(0, 3)).toEqual([
      {
        ...quiet,
        day: '2025-03-01',
        deposits: 10_000,
        bets: 2,
        stake: 3000,
        payout: 5400,
        ggr: -2400,
        activePlayers: 1,
      },
      {
        ...quiet,
        day: '2025-03-02',
        withdrawals: 3000,
        bets: 1,
        stake: 500,
        ggr: 500,
        activePlayers: 1,
      },
      { ...quiet, day: '2025-03-03', withdrawals: -1000 },
    ])
    // A zone that does not exist counts in UTC rather than failing.
    await zone('LUCKY01', 'Mars/Olympus')
    expect((await dashboard(server.db, owner, range)).timeZone).toBe('UTC')
  })

  it('shows another merchant its own figures only, and refuses bad ranges', async () => {
    await zone(other, 'UTC')
    const stranger = await operator(other, 'owner')
    const theirs = await dashboard(server.db, stranger, range)
    expect(theirs.totals).toMatchObject({ deposits: 8888, bets: 1, stake: 9999, activePlayers: 1 })
    const owner = await operator('LUCKY01', 'owner')
    for (const bad of [
      {},
      { startDate: '2025-03-01' },
      { startDate: '2025-03-04', endDate: '2025-03-01' },
      { startDate: '2025-02-30', endDate: '2025-03-01' },
      { startDate: '2025-01-01', endDate: '2025-12-31' },
      { startDate: 20250301, endDate: 20250302 },
    ])
      expect((await refused(dashboard(server.db, owner, bad))).status).toBe(400)
  })
})

describe('through the console API', () => {
  it('answers the seeded read-only operator within its schema', async () => {
    await zone('LUCKY01', 'Asia/Manila')
    const [merchant] = await server.db.query<{ id: number }>(
      "SELECT id FROM merchants WHERE code = 'LUCKY01'",
    )
    const readonly = new ConsoleClient(consoleOrigin(server.origin))
    await readonly.signIn('default.readonly')
    const board = await readonly.value('dashboard.daily', range, merchant!.id)
    expect(board).toMatchObject({ timeZone: 'Asia/Manila', totals: { bets: 3, ggr: -1900 } })
    const bad = await readonly.call('dashboard.daily', { startDate: '2025-03-01' }, merchant!.id)
    expect(bad).toMatchObject({ status: 400, body: { code: 'badRequest' } })
  })
})
