import type { Platform } from '../context'
import type { Tx } from '../domain'
import { ApiError } from '../router'

/** Refuses trial accounts (type 4), which spec §4 bars from real-account actions such as claiming money. */
export async function requireRealAccount(p: Platform, accountId: number) {
  const account = await p.accounts.byId(accountId)
  if (!account) throw new ApiError('Not logged in', 401)
  if (account.type === 4) throw new ApiError('A real account is needed for this', 403)
  return account
}

/**
 * Serialises one account's claims and points movements inside a transaction. NO KEY UPDATE leaves
 * inserts of rows that reference the account (ledger, bets) unblocked.
 */
export async function lockAccount(tx: Tx, accountId: number) {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId])
}

/** A page of a list: limit and offset from pageNo and pageSize (default 14, spec §9). */
export function page(input: { pageNo?: number; pageSize?: number }) {
  const pageSize = input.pageSize ?? 14
  return { pageSize, offset: ((input.pageNo ?? 1) - 1) * pageSize }
}
