import type { Platform } from '../context'
import type { DomainModule, Tx } from '../domain'
import { ApiError, type Handlers } from '../router'
import { limitPassed, limitValue } from '../responsible/limits'

/** The main wallet and the merchant's vendor wallets of one account, inside or outside a transaction. */
async function walletsOf(q: Tx, accountId: number, vendors: string[]) {
  const [main] = await q.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  const rows = await q.query<{ vendor: string; balance: string }>(
    'SELECT vendor, balance FROM vendor_wallets WHERE account_id = $1',
    [accountId],
  )
  const held = new Map(rows.map((r) => [r.vendor, Number(r.balance)]))
  return {
    main: Number(main?.balance ?? 0),
    vendors: vendors.map((vendor) => ({ vendor, balance: held.get(vendor) ?? 0 })),
  }
}

/** Moves amount between main and vendor wallet; positive toVendor sends money to the vendor. */
async function move(tx: Tx, accountId: number, vendor: string, amount: number, toVendor: boolean) {
  await tx.query('SELECT 1 FROM wallets WHERE account_id = $1 FOR UPDATE', [accountId])
  await tx.query(
    'INSERT INTO vendor_wallets (account_id, vendor) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [accountId, vendor],
  )
  const [from, to] = toVendor
    ? [
        'UPDATE wallets SET balance = balance - $2 WHERE account_id = $1 AND balance >= $2 RETURNING balance',
        'UPDATE vendor_wallets SET balance = balance + $2 WHERE account_id = $1 AND vendor = $3',
      ]
    : [
        'UPDATE vendor_wallets SET balance = balance - $2 WHERE account_id = $1 AND vendor = $3 AND balance >= $2 RETURNING balance',
        'UPDATE wallets SET balance = balance + $2 WHERE account_id = $1',
      ]
  const debited = await tx.query(from, toVendor ? [accountId, amount] : [accountId, amount, vendor])
  if (!debited.length) throw new ApiError('Insufficient balance', 400)
  await tx.query(to, toVendor ? [accountId, amount, vendor] : [accountId, amount])
  const [main] = await tx.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE account_id = $1',
    [accountId],
  )
  await tx.query(
    `INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $3, $4, $5)`,
    [
      accountId,
      toVendor ? -amount : amount,
      main!.balance,
      toVendor ? 'vendor-out' : 'vendor-in',
      `vendor:${vendor}`,
    ],
  )
}

/** The merchant wallet: vendor transfer wallets beside the main wallet. */
function handlers(p: Platform): Handlers {
  const vendorsOf = async (merchant: string) => (await p.settings(merchant)).transferVendors
  return {
    'wallet.vendors': async ({ caller, merchant }) =>
      walletsOf(p.db, caller.accountId, await vendorsOf(merchant)),
    'wallet.vendorTransfer': async ({ input, caller, merchant }) => {
      const { vendor, direction, amount } = input
      const vendors = await vendorsOf(merchant)
      if (!vendors.includes(vendor)) throw new ApiError('This vendor has no transfer wallet', 400)
      const account = await p.accounts.byId(caller.accountId)
      if (account?.type === 4 && direction === 'in')
        throw new ApiError('A real account is needed for this', 403)
      return p.db.transaction(async (tx) => {
        // Responsible gaming: the vendor keeps its bets to itself, so money moved to its wallet
        // counts as staked and lost (limits.ts, usedIn): a move in is refused past what the loss
        // and wager limits have left, with the wallet locked (two moves at once pass one by one).
        if (direction === 'in') {
          const passed = await limitPassed(
            tx,
            caller,
            ['loss', 'wager'],
            amount,
            p.clock.now(),
            'transfer',
          )
          if (passed) throw new ApiError(passed.refusal, 403, limitValue(passed))
        }
        await move(tx, caller.accountId, vendor, amount, direction === 'in')
        return walletsOf(tx, caller.accountId, vendors)
      })
    },
    'wallet.allIn': async ({ caller, merchant }) => {
      const vendors = await vendorsOf(merchant)
      return p.db.transaction(async (tx) => {
        const held = await tx.query<{ vendor: string; balance: string }>(
          'SELECT vendor, balance FROM vendor_wallets WHERE account_id = $1 AND balance > 0 ORDER BY vendor FOR UPDATE',
          [caller.accountId],
        )
        for (const row of held)
          await move(tx, caller.accountId, row.vendor, Number(row.balance), false)
        return walletsOf(tx, caller.accountId, vendors)
      })
    },
  }
}

/** The merchant wallet domain. */
export const domain: DomainModule = { handlers }
