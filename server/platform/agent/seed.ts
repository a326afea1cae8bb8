import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import { inLanguage } from '../texts'
import { announcementTexts } from '../inbox/seed-texts'
import { hashPassword } from '../passwords'
import { adultBirthday, demoAccounts } from '../seed'

const day = 86_400_000

/** How many generated members the demo agent's team gets per brand. */
const teamSize = 25

/** Generated sub-agents (the first ones) that the later generated members may sit under. */
const subAgents = 3

const games: [string, string, string][] = [
  ['PG', 'PG-FORTUNE-OX', 'RNG'],
  ['JILI', 'JILI-SUPER-ACE', 'RNG'],
  ['EVO', 'EVO-BACCARAT-A', 'LIVE'],
  ['SABA', 'SABA-FOOTBALL', 'SPORTS'],
  ['JILI_FISH', 'JILI-FISH-KING', 'FISH'],
  ['TCG_SEA', 'TCG-SEA-5D', 'LOTT'],
]

/** One password hash for every generated account (scrypt is slow on purpose). */
let passwordHash: Promise<string> | undefined

/** A deterministic pseudo-random source, so that every seed is the same. */
function generator(seed: number) {
  let value = seed
  return (n: number) => {
    value = (value * 48271) % 2147483647
    return value % n
  }
}

interface LedgerEntry {
  account_id: number
  amount: number
  balance_after: number
  kind: string
  reference: string
  at: Date
}

interface BetEntry {
  account_id: number
  vendor: string
  game_code: string
  game_type: string
  stake: number
  payout: number
  round_id: string
  at: Date
}

/** Inserts rows of one shape in one statement through jsonb_to_recordset. */
async function bulk<T>(tx: Tx, sql: string, rows: unknown[]) {
  return tx.query<T>(sql, [JSON.stringify(rows)])
}

/** Announcements for the brand's agents. */
async function seedAnnouncements(tx: Tx, merchant: string, language: string, now: number) {
  const { commission, dividends, maintenance } = announcementTexts
  const rows = (
    [
      [commission, 20],
      [dividends, 9],
      [maintenance, 2],
    ] as const
  ).map(
    ([{ title, content }, daysAgo]) =>
      [inLanguage(title, language), inLanguage(content, language), daysAgo] as const,
  )
  await tx.query(
    `INSERT INTO agent_announcements (merchant, title, content, created_at)
     SELECT $2, r.title, r.content, r.at FROM jsonb_to_recordset($1::jsonb) AS r(title text, content text, at timestamptz)`,
    [
      JSON.stringify(
        rows.map(([title, content, ago]) => ({ title, content, at: new Date(now - ago * day) })),
      ),
      merchant,
    ],
  )
}

/** Creates the generated accounts under the demo agent (sub-agents first) and answers their ids. */
async function seedAccounts(tx: Tx, merchant: string, agentId: number, now: number) {
  passwordHash ??= hashPassword('Demo1234')
  const hash = await passwordHash
  const names = Array.from(
    { length: teamSize },
    (_, i) => `downline${String(i + 1).padStart(2, '0')}`,
  )
  const insert = (rows: unknown[]) =>
    bulk<{ id: string; created_at: Date }>(
      tx,
      // Adults with a date of birth (responsible gaming), from the platform's clock.
      `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id, created_at, profile)
       SELECT r.merchant, r.username, r.hash, r.username, r.type, r.upline, r.at,
         jsonb_build_object('birthday', ${adultBirthday('r.n')})
       FROM jsonb_to_recordset($1::jsonb) AS r(merchant text, username text, hash text, type smallint, upline bigint, at timestamptz, n int)
       RETURNING id, created_at`,
      rows,
    )
  const created = (i: number) => new Date(now - (50 - 2 * i) * day - 3_600_000 * (i % 5))
  const agents = await insert(
    names.slice(0, subAgents).map((username, i) => ({
      merchant,
      username,
      hash,
      type: 2,
      upline: agentId,
      at: created(i),
      n: demoAccounts.length + i,
    })),
  )
  const uplines = [agentId, ...agents.map((a) => Number(a.id))]
  const members = await insert(
    names.slice(subAgents).map((username, j) => ({
      merchant,
      username,
      hash,
      type: 3,
      upline: uplines[j % 3 === 0 ? 0 : j % uplines.length],
      at: created(j + subAgents),
      n: demoAccounts.length + subAgents + j,
    })),
  )
  return [...agents, ...members].map((a) => ({
    id: Number(a.id),
    createdAt: new Date(a.created_at),
  }))
}

/** Deposits, bets (with their ledger rows), a bonus and a withdrawal for one generated account. */
function history(
  account: { id: number; createdAt: Date },
  index: number,
  now: number,
  random: (n: number) => number,
) {
  const ledger: LedgerEntry[] = []
  const bets: BetEntry[] = []
  let balance = 0
  const post = (amount: number, kind: string, reference: string, at: Date) => {
    balance += amount
    ledger.push({ account_id: account.id, amount, balance_after: balance, kind, reference, at })
  }
  const start = account.createdAt.getTime()
  post(
    [50_000, 100_000, 200_000, 500_000][random(4)]!,
    'deposit',
    'seed:deposit',
    new Date(start + 3_600_000),
  )
  if (index % 3 === 0) post(1_000, 'bonus', 'seed:welcome', new Date(start + 5_400_000))
  const count = 15 + random(20)
  const span = now - 3_600_000 - (start + 7_200_000)
  for (let n = 0; n < count; n += 1) {
    const at = new Date(start + 7_200_000 + Math.floor((span * (n + 1)) / (count + 1)))
    if (n === Math.floor(count / 2) && balance < 20_000)
      post(100_000, 'deposit', 'seed:deposit', at)
    const [vendor, gameCode, gameType] = games[random(games.length)]!
    const stake = [500, 1000, 2000, 5000][random(4)]!
    if (stake > balance) continue
    const payout = stake * [0, 0, 0, 0, 1, 2, 0, 3, 0, 5][random(10)]!
    const roundId = `team-${account.id}-${n}`
    bets.push({
      account_id: account.id,
      vendor,
      game_code: gameCode,
      game_type: gameType,
      stake,
      payout,
      round_id: roundId,
      at,
    })
    post(-stake, 'bet', roundId, at)
    if (payout) post(payout, 'win', roundId, at)
  }
  if (balance > 100_000 && random(2) === 0)
    post(-50_000, 'withdraw', 'seed:withdraw', new Date(now - 1_800_000 - index * 60_000))
  return { ledger, bets, balance }
}

/** Wallets, bets and ledger rows of the generated accounts; bet ledger rows reference 'bet:<id>'. */
async function seedHistories(tx: Tx, accounts: { id: number; createdAt: Date }[], now: number) {
  const random = generator(11)
  const all = accounts.map((a, i) => history(a, i, now, random))
  await bulk(
    tx,
    `INSERT INTO wallets (account_id, balance)
     SELECT r.account_id, r.balance FROM jsonb_to_recordset($1::jsonb) AS r(account_id bigint, balance bigint)`,
    accounts.map((a, i) => ({ account_id: a.id, balance: all[i]!.balance })),
  )
  const bets = all.flatMap((h) => h.bets)
  const inserted = bets.length
    ? await bulk<{ id: string; round_id: string }>(
        tx,
        `INSERT INTO bets (account_id, merchant, vendor, game_code, game_type, stake, payout, status, round_id, created_at, settled_at)
         SELECT b.account_id, a.merchant, b.vendor, b.game_code, b.game_type, b.stake, b.payout, 'settled', b.round_id, b.at, b.at
         FROM jsonb_to_recordset($1::jsonb) AS b(account_id bigint, vendor text, game_code text, game_type text, stake bigint, payout bigint, round_id text, at timestamptz)
         JOIN accounts a ON a.id = b.account_id
         RETURNING id, round_id`,
        bets,
      )
    : []
  const betIds = new Map(inserted.map((r) => [r.round_id, r.id]))
  const ledger = all
    .flatMap((h) => h.ledger)
    .map((l) => ({
      ...l,
      reference: betIds.has(l.reference) ? `bet:${betIds.get(l.reference)}` : l.reference,
    }))
  await bulk(
    tx,
    `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
     SELECT l.account_id, l.amount, l.balance_after, l.kind, l.reference, l.at
     FROM jsonb_to_recordset($1::jsonb) AS l(account_id bigint, amount bigint, balance_after bigint, kind text, reference text, at timestamptz)`,
    ledger,
  )
}

/** Commission, dividend and salary credits of the demo agent over the last 30 days, through its wallet. */
async function seedIncome(tx: Tx, agentId: number, now: number) {
  const [wallet] = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [agentId],
  )
  let balance = Number(wallet?.balance ?? 0)
  const rows: LedgerEntry[] = []
  for (let ago = 30; ago >= 1; ago -= 1) {
    const at = (hour: number) => new Date(now - ago * day + hour * 3_600_000)
    const credit = (amount: number, kind: string, hour: number) => {
      balance += amount
      rows.push({
        account_id: agentId,
        amount,
        balance_after: balance,
        kind,
        reference: `seed:${kind}`,
        at: at(hour),
      })
    }
    credit(1_500 + ((ago * 731) % 4_000), 'commission', 1)
    if (ago % 7 === 0) credit(25_000 + ago * 100, 'dividend', 2)
    if (ago % 2 === 0) credit(3_000, 'salary', 3)
  }
  await bulk(
    tx,
    `INSERT INTO ledger (account_id, amount, balance_after, kind, reference, created_at)
     SELECT l.account_id, l.amount, l.balance_after, l.kind, l.reference, l.at
     FROM jsonb_to_recordset($1::jsonb) AS l(account_id bigint, amount bigint, balance_after bigint, kind text, reference text, at timestamptz)`,
    rows,
  )
  await tx.query('UPDATE wallets SET balance = $2 WHERE account_id = $1', [agentId, balance])
}

/** The demo agent's invitation links; its generated direct members registered through the first. */
async function seedLinks(tx: Tx, merchant: string, agentId: number, now: number) {
  const [link] = await tx.query<{ id: string }>(
    `INSERT INTO agent_invite_links (account_id, merchant, code, type, created_at)
     VALUES ($1, $2, 'AGENT1', 3, $3), ($1, $2, 'AGENT1SUB', 2, $3) RETURNING id`,
    [agentId, merchant, new Date(now - 60 * day)],
  )
  await tx.query(
    `UPDATE accounts SET invite_link_id = $2 WHERE upline_id = $1 AND type = 3 AND username LIKE 'downline%'`,
    [agentId, link!.id],
  )
}

/** A dividend contract in force and a daily-salary offer waiting, from the demo agent to demo_sub1. */
async function seedContracts(
  tx: Tx,
  merchant: string,
  agentId: number,
  subId: number,
  now: number,
) {
  await tx.query(
    `INSERT INTO agent_contracts (merchant, upline_id, account_id, kind, rate, active_members, valid_bet, period_type, status, requested_by, activated_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'dividend', 2, 5, 1000000, 'M', 'active', $2, $4, $4, $4),
            ($1, $2, $3, 'dailySalary', 1, 3, 500000, 'D', 'pending', $2, NULL, $5, $5)`,
    [merchant, agentId, subId, new Date(now - 20 * day), new Date(now - day)],
  )
}

/** The agent centre's demo data for one brand: a team with history, income, links and contracts. */
export async function seedAgentCentre(tx: Tx, brand: Brand, accounts: ReadonlyMap<string, number>) {
  const merchant = brand.merchantCode
  const agentId = accounts.get('demo_agent')
  const subId = accounts.get('demo_sub1')
  const now = Date.now()
  await seedAnnouncements(tx, merchant, brand.languages.default, now)
  if (agentId === undefined || subId === undefined) return
  const generated = await seedAccounts(tx, merchant, agentId, now)
  await seedHistories(tx, generated, now)
  await seedIncome(tx, agentId, now)
  await seedLinks(tx, merchant, agentId, now)
  await seedContracts(tx, merchant, agentId, subId, now)
}
