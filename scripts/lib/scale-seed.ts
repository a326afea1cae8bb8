import type { Db } from '../../server/platform/db.ts'
import { hashPassword } from '../../server/platform/passwords.ts'

/** The password of every account the volume seeder makes. */
export const scalePassword = 'Demo1234'

/** Usernames the benchmark signs in as: the agent of the big team, and its member with many rows. */
export const scaleAgent = 'scale_agent'
export const scaleHeavy = 'scale_heavy'

/** What the volume seeder makes at a scale of 1 (an operator's volume, issue 44). */
const fullVolume = { accounts: 100_000, team: 10_000, bets: 2_000_000, ledger: 5_000_000 }

/** Bets of the heavy member at a scale of 1: a player who has bet every day for a year. */
const fullHeavyBets = 20_000

/** How far back the generated history goes, in days; accounts were opened before it. */
const historyDays = 365

/** The sizes the seeder aims at for a scale (1 = an operator's volume). */
export function volumeAt(scale: number) {
  const at = (n: number, least: number) => Math.max(least, Math.round(n * scale))
  const team = at(fullVolume.team, 4)
  // Three levels under the agent: a level of sub-agents (one of them, the heavy member, a player),
  // a level of agents under them and the players under those.
  const level1 = Math.max(2, Math.round(team / 200))
  const level2 = Math.max(1, Math.round(team / 20))
  return {
    accounts: at(fullVolume.accounts, team + 2),
    team,
    level1,
    level2,
    level3: team - level1 - level2,
    bets: at(fullVolume.bets, 40),
    heavyBets: at(fullHeavyBets, 10),
    ledger: at(fullVolume.ledger, 100),
  }
}

/** The sizes of one volume seed. */
export type Volume = ReturnType<typeof volumeAt>

/**
 * Seeds one merchant at volume inside the database with generate_series: accounts (an agent whose
 * team is three levels deep, the rest players without an upline), settled bets with their 'bet'
 * and 'win' ledger rows, deposits, withdrawals, bonuses, the agent's income, and wallets equal to
 * their ledger. Every row goes through the product's own tables, constraints and triggers; the
 * events outbox is off for the transaction, as for a brand's seeded history (025_events.sql).
 * The merchant must exist (seedBrands); its demo accounts are left as they are.
 */
export async function seedVolume(db: Db, merchant: string, volume: Volume) {
  const hash = await hashPassword(scalePassword)
  await db.transaction(async (tx) => {
    const q = (sql: string, params: unknown[] = []) => tx.query(sql, params)
    await q(`SELECT set_config('portal.events', 'off', true)`)
    // The sorts below (millions of rows by time) fit in memory rather than spill to disk.
    await q(`SELECT set_config('work_mem', '256MB', true)`)
    // The accounts made here are the ones after the highest id so far (the transaction is the
    // only writer of a fresh database's accounts while it runs).
    const [before] = (await q(`SELECT coalesce(max(id), 0) AS id FROM accounts`)) as {
      id: string
    }[]
    await seedAccounts(q, merchant, hash, volume)
    await q(
      `CREATE TEMP TABLE scale_accounts ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY id) AS n, id, type, username, created_at FROM accounts
       WHERE merchant = $1 AND id > $2`,
      [merchant, before!.id],
    )
    await seedBets(q, merchant, volume)
    await seedLedger(q, merchant, volume)
    await seedSessions(q)
  })
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown[]>

/** Accounts are opened over a day, 400 days ago: before any of the history. */
const openedAt = (n: string) =>
  `date_trunc('day', now()) - interval '400 days' + (${n}) * interval '1 second'`

async function seedAccounts(q: Query, merchant: string, hash: string, v: Volume) {
  const insert = `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id, first_login, created_at)`
  const byName = (name: string) =>
    `(SELECT id FROM accounts WHERE merchant = $1 AND username = ${name})`
  const teamName = (n: string) => `'team' || lpad((${n})::text, 6, '0')`
  await q(
    `${insert} VALUES ($1, '${scaleAgent}', $2, 'Scale agent', 1, NULL, false, ${openedAt('0')})`,
    [merchant, hash],
  )
  // Level 1: sub-agents under the agent, and the heavy member beside them.
  await q(
    `${insert} SELECT $1, ${teamName('i')}, $2, ${teamName('i')}, 2, ${byName(`'${scaleAgent}'`)}, false, ${openedAt('i')}
     FROM generate_series(1, $3::int) i`,
    [merchant, hash, v.level1 - 1],
  )
  await q(
    `${insert} VALUES ($1, '${scaleHeavy}', $2, 'Scale heavy', 3, ${byName(`'${scaleAgent}'`)}, false, ${openedAt('1')})`,
    [merchant, hash],
  )
  // Level 2: agents spread over the level-1 sub-agents; level 3: players spread over level 2.
  await q(
    `${insert} SELECT $1, ${teamName('i')}, $2, ${teamName('i')}, 2, u.id, false, ${openedAt('i')}
     FROM generate_series($3::int, $4::int) i
     JOIN accounts u ON u.merchant = $1 AND u.username = ${teamName('1 + (i - $3::int) % ($3::int - 1)')}`,
    [merchant, hash, v.level1, v.level1 + v.level2 - 1],
  )
  await q(
    `${insert} SELECT $1, ${teamName('i')}, $2, ${teamName('i')}, 3, u.id, false, ${openedAt('i')}
     FROM generate_series($3::int, $4::int) i
     JOIN accounts u ON u.merchant = $1 AND u.username = ${teamName('$5::int + (i - $3::int) % $6::int')}`,
    [merchant, hash, v.level1 + v.level2, v.team - 1, v.level1, v.level2],
  )
  // The other players of the merchant, with no upline.
  await q(
    `${insert} SELECT $1, 'player' || lpad(i::text, 6, '0'), $2, 'player' || i, 3, NULL, false, ${openedAt('i')}
     FROM generate_series(1, $3::int) i`,
    [merchant, hash, v.accounts - v.team - 1],
  )
}

/** A spread of times over the history: the i-th of a series, in seconds before now. */
const pastTime = (i: string) =>
  `now() - ((${i})::bigint * 104729 % ${historyDays * 86_400}) * interval '1 second'`

async function seedBets(q: Query, merchant: string, v: Volume) {
  // Players of the merchant numbered from 1 (the heavy member has bets of its own below), and the
  // games of the catalogue numbered from 1: the series picks them by arithmetic, in one pass.
  await q(
    `CREATE TEMP TABLE scale_players ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id) AS n, id FROM scale_accounts
     WHERE type = 3 AND username <> '${scaleHeavy}'`,
  )
  await q(
    `CREATE TEMP TABLE scale_games ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY game_type, vendor, game_code) AS n, vendor, game_code, game_type
     FROM (SELECT DISTINCT ON (game_type, vendor) vendor, game_code, game_type FROM games
           ORDER BY game_type, vendor, sort) g`,
  )
  const [games] = (await q(`SELECT count(*)::int AS n FROM scale_games`)) as { n: number }[]
  if (!games?.n) throw new Error('the volume seeder needs the game catalogue (seedBrands)')
  const [players] = (await q(`SELECT count(*)::int AS n FROM scale_players`)) as { n: number }[]
  const bet = (account: string, from: string) =>
    `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at, settled_at)
     SELECT s.account_id, $1, g.vendor, g.game_code, g.game_type, s.stake,
       s.stake * (ARRAY[0, 0, 0, 0, 1, 2, 0, 3, 0, 5])[1 + (s.i * 13) % 10], 'settled',
       'scale-' || s.i, s.at, s.at
     FROM (SELECT i, ${account} AS account_id, (ARRAY[100, 500, 1000, 2000, 5000])[1 + (i * 31) % 5] AS stake,
             ${pastTime('i')} AS at ${from}) s
     JOIN scale_games g ON g.n = 1 + (s.i / 7) % $2::int
     ORDER BY s.at`
  // Inserted in time order, as bets arrive: ids follow time and a page of any one player's bets
  // lies scattered over the table, not packed together.
  await q(
    bet('p.id', `FROM generate_series(1, $3::int) i JOIN scale_players p ON p.n = 1 + i % $4::int`),
    [merchant, games.n, v.bets - v.heavyBets, players!.n],
  )
  await q(
    bet(
      `(SELECT id FROM accounts WHERE merchant = $1 AND username = '${scaleHeavy}')`,
      `FROM generate_series($3::int + 1, $3::int + $4::int) i`,
    ),
    [merchant, games.n, v.bets - v.heavyBets, v.heavyBets],
  )
}

/**
 * The ledger: each bet's 'bet' and 'win' rows (reference 'bet:<id>'), the agent's income, deposits,
 * withdrawals and bonuses up to the row count asked, and an opening deposit per account that covers
 * every debit after it. Rows are staged, then written once in time order with each balance after
 * chained per account, oldest first; each wallet is then its ledger's sum.
 */
async function seedLedger(q: Query, merchant: string, v: Volume) {
  await q(
    `CREATE TEMP TABLE scale_ledger (account_id bigint, amount bigint, kind text, reference text, created_at timestamptz, seq bigserial) ON COMMIT DROP`,
  )
  const stage = `INSERT INTO scale_ledger (account_id, amount, kind, reference, created_at)`
  await q(
    `${stage}
     SELECT b.account_id, -b.stake, 'bet', 'bet:' || b.id, b.created_at FROM bets b JOIN scale_accounts a ON a.id = b.account_id
     UNION ALL
     SELECT b.account_id, b.payout, 'win', 'bet:' || b.id, b.created_at FROM bets b JOIN scale_accounts a ON a.id = b.account_id
     WHERE b.payout > 0`,
  )
  // The agent's income: a commission every day, a dividend every week, a salary every other day.
  await q(
    `${stage}
     SELECT a.id, x.amount, x.kind, 'seed:' || x.kind, date_trunc('day', now()) - d * interval '1 day' + x.hour * interval '1 hour'
     FROM accounts a, generate_series(1, ${historyDays}) d,
       LATERAL (VALUES (1500 + (d * 731) % 4000, 'commission', 1), (CASE WHEN d % 7 = 0 THEN 25000 + d * 100 END, 'dividend', 2),
                       (CASE WHEN d % 2 = 0 THEN 3000 END, 'salary', 3)) x(amount, kind, hour)
     WHERE a.merchant = $1 AND a.username = '${scaleAgent}' AND x.amount IS NOT NULL`,
    [merchant],
  )
  const [staged] = (await q(`SELECT count(*)::int AS n FROM scale_ledger`)) as { n: number }[]
  const rest = Math.max(0, v.ledger - staged!.n - v.accounts)
  await q(
    `${stage}
     SELECT a.id, x.amount, x.kind, 'seed:' || x.kind, ${pastTime('i + 7')}
     FROM generate_series(1, $1::int) i JOIN scale_accounts a ON a.n = 1 + i % $2::int
     CROSS JOIN LATERAL (SELECT (ARRAY[20000, -10000, 500, 300, 1000])[1 + (i / $2::int) % 5] AS amount,
                           (ARRAY['deposit', 'withdraw', 'bonus', 'rebate', 'promotion'])[1 + (i / $2::int) % 5] AS kind) x`,
    [rest, v.accounts],
  )
  // Opening deposits, dated when the account was opened: before every other row of it.
  await q(
    `${stage}
     SELECT a.id, 100000 + coalesce(d.debits, 0), 'deposit', 'seed:deposit', a.created_at
     FROM scale_accounts a
     LEFT JOIN (SELECT account_id, -sum(amount) AS debits FROM scale_ledger WHERE amount < 0 GROUP BY 1) d
       ON d.account_id = a.id`,
  )
  await q(
    `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
     SELECT account_id, amount, sum(amount) OVER (PARTITION BY account_id ORDER BY created_at, seq), kind, reference, created_at
     FROM scale_ledger ORDER BY created_at, seq`,
  )
  await q(
    `INSERT INTO wallets (account_id, balance)
     SELECT account_id, sum(amount) FROM scale_ledger GROUP BY account_id`,
  )
}

/**
 * A session per account, opened at some time in the last 60 days (a team list shows it as the last
 * login): tokens nobody is given, most of them expired by now, as an operator's table holds them.
 */
async function seedSessions(q: Query) {
  await q(
    `INSERT INTO sessions (token, account_id, created_at, expires_at)
     SELECT md5(random()::text || a.id) || md5(random()::text), a.id, s.at, s.at + interval '7 days'
     FROM scale_accounts a,
       LATERAL (SELECT now() - (a.id * 7919 % (60 * 86400)) * interval '1 second' AS at) s`,
  )
}
