import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../shared/brands'
import { startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

interface Row {
  account_id: string
  username: string
  amount: string
  balance_after: string
  wallet: string
}

/**
 * The account record as a player reads it: oldest first, each "balance after" is the one before it
 * plus the row's amount, from an empty wallet to the wallet's balance.
 */
describe('the seeded ledger', () => {
  it.each(loadBrands().brands.map((b) => b.merchantCode))(
    'chains every account of %s from zero to its wallet balance',
    async (merchant) => {
      const rows = await server.db.query<Row>(
        `SELECT l.account_id, a.username, l.amount, l.balance_after, w.balance AS wallet
         FROM ledger l JOIN accounts a ON a.id = l.account_id JOIN wallets w ON w.account_id = a.id
         WHERE a.merchant = $1 ORDER BY l.account_id, l.created_at, l.id`,
        [merchant],
      )
      const accounts = new Map<string, Row[]>()
      for (const row of rows)
        accounts.set(row.username, [...(accounts.get(row.username) ?? []), row])
      expect(accounts.has('demo_member')).toBe(true)
      const broken: string[] = []
      for (const [username, ledger] of accounts) {
        let balance = 0
        ledger.forEach((row, i) => {
          balance += Number(row.amount)
          if (Number(row.balance_after) !== balance)
            broken.push(`${username} row ${i + 1}: ${row.balance_after}, expected ${balance}`)
        })
        if (balance !== Number(ledger[0]!.wallet))
          broken.push(`${username}: ends at ${balance}, wallet holds ${ledger[0]!.wallet}`)
      }
      expect(broken.slice(0, 10)).toEqual([])
    },
  )
})
