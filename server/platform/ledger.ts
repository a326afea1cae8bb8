import type { Tx } from './domain'
import { countWalletMovement, countWalletRefusal } from './metrics'
import { ApiError } from './router'

/**
 * Moves money in or out of one account's main wallet inside a transaction: locks the wallet,
 * changes the balance (never below zero) and writes the ledger row. amount is signed minor units:
 * positive credits, negative debits. Answers the balance after the movement.
 */
export async function postToWallet(
  tx: Tx,
  accountId: number,
  amount: number,
  kind: string,
  reference: string,
): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`bad amount ${amount}`)
  const rows = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $2 WHERE account_id = $1 AND balance + $2 >= 0 RETURNING balance',
    [accountId, amount],
  )
  if (!rows[0]) {
    countWalletRefusal('ledger', 'insufficient_balance')
    throw new ApiError('Insufficient balance', 400)
  }
  const balance = Number(rows[0].balance)
  await tx.query(
    'INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $3, $4, $5)',
    [accountId, amount, balance, kind, reference],
  )
  countWalletMovement(kind, amount)
  return balance
}
