import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bonusKinds } from '../../server/platform/agent/reports'
import { startPlatform } from './platform'

// The quarter-hour totals (migration 040) that the agent centre's profit and loss reads must be,
// after any write, exactly the sums of the bets and ledger rows they stand for, per account and per
// upline: triggers keep them, so a write the triggers miss, or a ledger kind they total differently
// from the reports, shows here as a quarter that differs.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** Quarters whose stored figures differ from the rows' sums (both ways), as text to read. */
async function differences() {
  return [...(await accountDifferences()), ...(await uplineDifferences())]
}

async function accountDifferences() {
  return server.db.query<Record<string, string>>(
    `WITH rows_ AS (
       SELECT account_id, created_at, stake, payout, 1 AS bets, 0 AS deposits, 0 AS withdrawals,
         0 AS bonus
       FROM bets WHERE status <> 'cancelled'
       UNION ALL
       SELECT account_id, created_at, 0, 0, 0,
         CASE WHEN kind = 'deposit' THEN amount ELSE 0 END,
         CASE WHEN kind = 'withdraw' THEN -amount ELSE 0 END,
         CASE WHEN kind = ANY($1::text[]) THEN amount ELSE 0 END
       FROM ledger WHERE kind = ANY($1::text[] || ARRAY['deposit', 'withdraw'])),
     expected AS (
       SELECT account_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00Z') AS quarter,
         sum(stake) AS stake, sum(payout) AS payout, sum(bets) AS bets, sum(deposits) AS deposits,
         sum(withdrawals) AS withdrawals, sum(bonus) AS bonus
       FROM rows_ GROUP BY 1, 2),
     stored AS (
       SELECT * FROM account_quarters
       WHERE (stake, payout, bets, deposits, withdrawals, bonus) <> (0, 0, 0, 0, 0, 0))
     SELECT e.account_id::text AS expected, s.account_id::text AS stored,
       coalesce(e.quarter, s.quarter)::text AS quarter
     FROM expected e FULL JOIN stored s ON s.account_id = e.account_id AND s.quarter = e.quarter
     WHERE e.account_id IS NULL OR s.account_id IS NULL
       OR (e.stake, e.payout, e.bets, e.deposits, e.withdrawals, e.bonus)
          <> (s.stake, s.payout, s.bets, s.deposits, s.withdrawals, s.bonus)`,
    [bonusKinds],
  )
}

/** Upline quarters that differ from the sums of their direct downlines' account quarters. */
async function uplineDifferences() {
  return server.db.query<Record<string, string>>(
    `WITH expected AS (
       SELECT a.upline_id, q.quarter, sum(q.stake) AS stake, sum(q.payout) AS payout,
         sum(q.bets) AS bets, sum(q.deposits) AS deposits, sum(q.withdrawals) AS withdrawals,
         sum(q.bonus) AS bonus
       FROM account_quarters q JOIN accounts a ON a.id = q.account_id
       WHERE a.upline_id IS NOT NULL GROUP BY 1, 2
       HAVING (sum(q.stake), sum(q.payout), sum(q.bets), sum(q.deposits), sum(q.withdrawals),
         sum(q.bonus)) <> (0, 0, 0, 0, 0, 0)),
     stored AS (
       SELECT * FROM upline_quarters
       WHERE (stake, payout, bets, deposits, withdrawals, bonus) <> (0, 0, 0, 0, 0, 0))
     SELECT 'upline' AS of, e.upline_id::text AS expected, s.upline_id::text AS stored,
       coalesce(e.quarter, s.quarter)::text AS quarter
     FROM expected e FULL JOIN stored s ON s.upline_id = e.upline_id AND s.quarter = e.quarter
     WHERE e.upline_id IS NULL OR s.upline_id IS NULL
       OR (e.stake, e.payout, e.bets, e.deposits, e.withdrawals, e.bonus)
          <> (s.stake, s.payout, s.bets, s.deposits, s.withdrawals, s.bonus)`,
  )
}

describe('account quarters', () => {
  it('sum the seeded bets and ledger rows', async () => {
    const [count] = await server.db.query<{ accounts: string; uplines: string }>(
      `SELECT (SELECT count(*) FROM account_quarters) AS accounts,
         (SELECT count(*) FROM upline_quarters) AS uplines`,
    )
    expect(Number(count!.accounts)).toBeGreaterThan(50)
    expect(Number(count!.uplines)).toBeGreaterThan(10)
    expect(await differences()).toEqual([])
  })

  it('follow bets placed, settled, cancelled, moved in time and deleted, and every ledger kind', async () => {
    const [account] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    const id = account!.id
    const bet = (round: string, minutesAgo: number) =>
      server.db.query<{ id: string }>(
        `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, round_id, created_at)
         VALUES ($1, 'LUCKY01', 'PG', 'PG-QUARTERS', 'rng', 700, $2,
           platform_now() - make_interval(mins => $3)) RETURNING id`,
        [id, round, minutesAgo],
      )
    const [settled] = await bet('quarters-1', 3)
    const [cancelled] = await bet('quarters-2', 20)
    const [moved] = await bet('quarters-3', 40)
    const [deleted] = await bet('quarters-4', 50)
    await server.db.query(`UPDATE bets SET status = 'settled', payout = 1900 WHERE id = $1`, [
      settled!.id,
    ])
    await server.db.query(`UPDATE bets SET status = 'cancelled' WHERE id = $1`, [cancelled!.id])
    await server.db.query(
      `UPDATE bets SET created_at = created_at - interval '3 days' WHERE id = $1`,
      [moved!.id],
    )
    await server.db.query('DELETE FROM bets WHERE id = $1', [deleted!.id])
    expect(await differences()).toEqual([])

    // Every kind the reports total, and one they do not, each in a quarter of its own.
    const kinds = ['deposit', 'withdraw', ...bonusKinds, 'transfer_in']
    for (const [index, kind] of kinds.entries())
      await server.db.query(
        `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
         VALUES ($1, $2, 0, $3, 'quarters', platform_now() - make_interval(hours => $4))`,
        [id, kind === 'withdraw' ? -300 : 300 + index, kind, 100 + index],
      )
    expect(await differences()).toEqual([])
    const [bonus] = await server.db.query<{ bonus: string }>(
      `SELECT sum(bonus) AS bonus FROM account_quarters
       WHERE account_id = $1 AND quarter > platform_now() - interval '120 hours'
         AND quarter < platform_now() - interval '90 hours'`,
      [id],
    )
    expect(Number(bonus!.bonus)).toBe(
      bonusKinds.reduce((sum, kind) => sum + 300 + kinds.indexOf(kind), 0),
    )
  })

  it('move with an account given another upline', async () => {
    const [moved] = await server.db.query<{ id: string; upline_id: string }>(
      `SELECT a.id, a.upline_id FROM accounts a
       WHERE a.merchant = 'LUCKY01' AND a.upline_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM account_quarters q WHERE q.account_id = a.id AND q.stake > 0)
       ORDER BY a.id LIMIT 1`,
    )
    const [other] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    expect(other!.id).not.toBe(moved!.upline_id)
    await server.db.query('UPDATE accounts SET upline_id = $2 WHERE id = $1', [
      moved!.id,
      other!.id,
    ])
    const [taken] = await server.db.query<{ stake: string }>(
      'SELECT sum(stake) AS stake FROM upline_quarters WHERE upline_id = $1',
      [other!.id],
    )
    expect(Number(taken!.stake)).toBeGreaterThan(0)
    expect(await differences()).toEqual([])
    await server.db.query('UPDATE accounts SET upline_id = $2 WHERE id = $1', [
      moved!.id,
      moved!.upline_id,
    ])
    expect(await differences()).toEqual([])
  })
})
