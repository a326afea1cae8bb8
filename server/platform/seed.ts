import type { Brand } from '../../src/config/brand.types'
import { migrationLockKey, type Db } from './db'
import type { Tx } from './domain'
import { loadDomains } from './domain'
import { hashPassword } from './passwords'
import { seededSettings } from './seed-settings'
import { seedOperators } from './console/seed'

/** The demo accounts of every brand; the README lists them. */
export const demoAccounts = [
  {
    username: 'demo_agent',
    password: 'Demo1234',
    type: 1,
    upline: null,
    balance: 2_000_000,
    mobile: '9170000002',
  },
  {
    username: 'demo_sub1',
    password: 'Demo1234',
    type: 2,
    upline: 'demo_agent',
    balance: 300_000,
    mobile: '9170000003',
  },
  {
    username: 'demo_sub2',
    password: 'Demo1234',
    type: 3,
    upline: 'demo_sub1',
    balance: 100_000,
    mobile: '9170000004',
  },
  {
    username: 'demo_member',
    password: 'Demo1234',
    type: 3,
    upline: 'demo_agent',
    balance: 500_000,
    mobile: '9170000001',
  },
  {
    username: 'demo_trial',
    password: 'Demo1234',
    type: 4,
    upline: null,
    balance: 200_000,
    mobile: '9170000005',
  },
  {
    username: 'demo_weak',
    password: '123456',
    type: 3,
    upline: 'demo_agent',
    balance: 0,
    mobile: '9170000006',
  },
] as const

/**
 * SQL of a seeded adult's date of birth (yyyy-MM-dd) from the platform's clock, never a typed year
 * that ages: an integer parameter (or column) picks one of many ages from 25 to 64 and a day of the
 * year, so that seeded accounts do not share one birthday.
 */
export const adultBirthday = (n: string) =>
  `to_char((platform_now() AT TIME ZONE 'UTC') - make_interval(years => 25 + (${n})::int % 40, days => (${n})::int * 37 % 365), 'YYYY-MM-DD')`

/**
 * Adds every brand that has no merchant row yet, with its switches and demo accounts; answers the
 * merchant codes it added.
 */
export async function seedBrands(db: Db, brands: Brand[]): Promise<string[]> {
  const added: string[] = []
  const hash = new Map<string, string>()
  const domains = await loadDomains()
  for (const brand of brands) {
    const existing = await db.query('SELECT 1 FROM merchants WHERE code = $1', [brand.merchantCode])
    if (existing.length) continue
    const made = await db.transaction(async (tx) => {
      // Instances that start together on an empty database seed one after another, under the
      // migrations' lock (held to the commit); each that follows finds the merchant and adds nothing.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey.toString()])
      const seeded = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [brand.merchantCode])
      if (seeded.length) return false
      // A brand's history is seeded, not lived: nobody is told of it (server/migrations/025_events.sql).
      await tx.query(`SELECT set_config('portal.events', 'off', true)`)
      await tx.query('INSERT INTO merchants (code, brand_id, settings) VALUES ($1, $2, $3)', [
        brand.merchantCode,
        brand.id,
        JSON.stringify(seededSettings(brand.id)),
      ])
      const ids = new Map<string, number>()
      for (const [index, demo] of demoAccounts.entries()) {
        const passwordHash = hash.get(demo.password) ?? (await hashPassword(demo.password))
        hash.set(demo.password, passwordHash)
        const rows = await tx.query<{ id: string }>(
          // The demo accounts have signed in before; a test marks one for a first login when it needs to.
          // Each is an adult with a date of birth (responsible gaming), years before the platform's today.
          `INSERT INTO accounts (merchant, username, password_hash, nickname, type, upline_id, mobile, first_login, profile)
           VALUES ($1, $2, $3, $4, $5, $6, $7, false, jsonb_build_object('birthday', ${adultBirthday('$8')})) RETURNING id`,
          [
            brand.merchantCode,
            demo.username,
            passwordHash,
            demo.username.replace('demo_', 'Demo '),
            demo.type,
            demo.upline ? ids.get(demo.upline) : null,
            demo.mobile,
            index,
          ],
        )
        const id = Number(rows[0]!.id)
        ids.set(demo.username, id)
        await tx.query('INSERT INTO wallets (account_id, balance) VALUES ($1, $2)', [
          id,
          demo.balance,
        ])
        if (demo.balance > 0) {
          await tx.query(
            `INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $2, 'deposit', 'seed')`,
            [id, demo.balance],
          )
        }
      }
      for (const domain of domains) await domain.seed?.(tx, brand, ids)
      // The console's development operators (none in production: server/platform/console/seed.ts).
      await seedOperators(tx, brand)
      await chainSeededLedger(tx, brand.merchantCode)
      return true
    })
    if (made) added.push(brand.merchantCode)
  }
  return added
}

/**
 * Each domain seeds its history from the wallet balance it finds, dated in the past, so the rows
 * of several domains interleave in time and the opening deposit (dated now) comes last: read in
 * order, the "balance after" figures would not follow. Once every domain has seeded, the opening
 * deposit moves before an account's first movement and each row's balance after becomes the one
 * before it plus its amount, oldest first; the last one is the wallet's balance, or seeding fails.
 */
async function chainSeededLedger(tx: Tx, merchant: string) {
  const accounts = `SELECT id FROM accounts WHERE merchant = $1`
  await tx.query(
    `UPDATE ledger l SET created_at = first.at - interval '1 hour'
     FROM (SELECT account_id, min(created_at) AS at FROM ledger
           WHERE account_id IN (${accounts}) GROUP BY account_id) first
     WHERE l.account_id = first.account_id AND l.kind = 'deposit' AND l.reference = 'seed'`,
    [merchant],
  )
  await tx.query(
    `UPDATE ledger l SET balance_after = chained.balance
     FROM (SELECT id, sum(amount) OVER (PARTITION BY account_id ORDER BY created_at, id) AS balance
           FROM ledger WHERE account_id IN (${accounts})) chained
     WHERE l.id = chained.id`,
    [merchant],
  )
  const wrong = await tx.query<{ username: string; wallet: string; ledger: string }>(
    `SELECT a.username, w.balance AS wallet, coalesce(sum(l.amount), 0) AS ledger
     FROM accounts a JOIN wallets w ON w.account_id = a.id LEFT JOIN ledger l ON l.account_id = a.id
     WHERE a.merchant = $1 GROUP BY a.username, w.balance HAVING w.balance <> coalesce(sum(l.amount), 0)`,
    [merchant],
  )
  if (wrong.length)
    throw new Error(
      `seed of ${merchant}: wallets that are not the sum of their ledger: ${wrong
        .map((w) => `${w.username} ${w.wallet} ≠ ${w.ledger}`)
        .join(', ')}`,
    )
}
