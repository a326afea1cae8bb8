import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type Db } from '../../server/platform/db.ts'
import { seedBrands } from '../../server/platform/seed.ts'
import { loadBrands } from '../../shared/brands.ts'
import { freshDatabase } from '../../tests/contract/platform.ts'
import { scaleAgent, scaleHeavy, seedVolume, volumeAt } from './scale-seed.ts'

// The seeder of npm run bench:scale at a tiny scale (the same shape, a few hundred rows): on PGlite
// in memory, or on a database of its own with DATABASE_URL.
const volume = volumeAt(0.002)
let db: Db
let database: Awaited<ReturnType<typeof freshDatabase>>

beforeAll(async () => {
  database = await freshDatabase()
  db = await openDb({ url: database?.url })
  await seedBrands(
    db,
    loadBrands().brands.filter((b) => b.merchantCode === 'LUCKY01'),
  )
  await seedVolume(db, 'LUCKY01', volume)
}, 120_000)

afterAll(async () => {
  await db?.close()
  await database?.drop()
})

const one = async (sql: string, params: unknown[] = []) =>
  Number(Object.values((await db.query(sql, params))[0]!)[0])

/** The seeded accounts: the agent, its team and the other players (not the brand's demo ones). */
const seeded = `SELECT id FROM accounts WHERE merchant = 'LUCKY01'
  AND (username IN ('${scaleAgent}', '${scaleHeavy}') OR username ~ '^(team|player)[0-9]{6}$')`

describe('the volume seeder', () => {
  it('makes the accounts, bets and ledger rows asked for', async () => {
    expect(await one(`SELECT count(*) FROM (${seeded}) s`)).toBe(volume.accounts)
    expect(await one(`SELECT count(*) FROM bets WHERE account_id IN (${seeded})`)).toBe(volume.bets)
    expect(await one(`SELECT count(*) FROM ledger WHERE account_id IN (${seeded})`)).toBe(
      volume.ledger,
    )
    // One session each, as if each had signed in before (a team list shows the last login).
    expect(await one(`SELECT count(*) FROM sessions WHERE account_id IN (${seeded})`)).toBe(
      volume.accounts,
    )
    const heavy = `(SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = '${scaleHeavy}')`
    expect(await one(`SELECT count(*) FROM bets WHERE account_id = ${heavy}`)).toBe(
      volume.heavyBets,
    )
  })

  it('gives every account a wallet equal to its ledger, chained and never negative', async () => {
    expect(
      await one(`SELECT count(*) FROM wallets w WHERE w.account_id IN (${seeded})
        AND w.balance = (SELECT sum(amount) FROM ledger l WHERE l.account_id = w.account_id)`),
    ).toBe(volume.accounts)
    // Read in time order, each row's balance after is the one before plus its amount.
    expect(
      await one(`SELECT count(*) FROM (
          SELECT balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY created_at, id) AS running
          FROM ledger WHERE account_id IN (${seeded})) c
        WHERE c.balance_after <> c.running OR c.balance_after < 0`),
    ).toBe(0)
    // Each bet moved money through the ledger under its reference.
    expect(
      await one(`SELECT count(*) FROM bets b WHERE b.account_id IN (${seeded}) AND NOT EXISTS (
          SELECT 1 FROM ledger l WHERE l.reference = 'bet:' || b.id AND l.kind = 'bet' AND l.amount = -b.stake)`),
    ).toBe(0)
  })

  it("builds the agent's team three levels deep", async () => {
    const levels = await db.query<{ depth: number; n: string }>(
      `WITH RECURSIVE team (id, depth) AS (
         SELECT id, 1 FROM accounts WHERE upline_id = (SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = $1)
         UNION ALL
         SELECT a.id, t.depth + 1 FROM accounts a JOIN team t ON a.upline_id = t.id)
       SELECT depth, count(*) AS n FROM team GROUP BY depth ORDER BY depth`,
      [scaleAgent],
    )
    expect(levels.map((l) => [l.depth, Number(l.n)])).toEqual([
      [1, volume.level1],
      [2, volume.level2],
      [3, volume.level3],
    ])
    expect(volume.level1 + volume.level2 + volume.level3).toBe(volume.team)
  })
})
