import { randomUUID } from 'node:crypto'
import type { Db } from '../db'
import { zonedDb } from '../time-zone'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import { checkPaymentPassword, hasPaymentPassword } from '../finance/guards'
import { checkRange } from '../finance/reports'
import { ApiError, type Handlers } from '../router'
import type { CallInput } from '../../../src/api/types.gen'

/**
 * One page of an account's ledger, newest first, within an optional date range and of an optional
 * kind. Ordered by time, since seeded history is inserted out of time order.
 */
async function ledgerPage(
  db: Pick<Db, 'query'>,
  accountId: number,
  input: CallInput<'wallet.records'>,
) {
  const pageSize = input.pageSize ?? 14
  const pageNo = input.pageNo ?? 1
  if ((input.startDate === undefined) !== (input.endDate === undefined))
    throw new ApiError('A date range needs both its start and its end', 400)
  if (input.startDate && input.endDate) checkRange(input.startDate, input.endDate)
  const where = `account_id = $1
    AND ($2::date IS NULL OR (created_at >= $2::date AND created_at < ($3::date + 1)))
    AND ($4::text IS NULL OR kind = $4)`
  const params = [accountId, input.startDate ?? null, input.endDate ?? null, input.kind || null]
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger WHERE ${where}`,
    params,
  )
  const rows = await db.query<{
    id: string
    amount: string
    balance_after: string
    kind: string
    created_at: Date
  }>(
    `SELECT id, amount, balance_after, kind, created_at FROM ledger WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  )
  return {
    totalPages: Math.ceil(Number(count?.n ?? 0) / pageSize),
    list: rows.map((r) => ({
      id: String(r.id),
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      kind: r.kind,
      time: new Date(r.created_at).toISOString(),
    })),
  }
}

/** Wallet balance, transfers within the team, and the ledger. */
function handlers(p: Platform): Handlers {
  return {
    'wallet.balance': async ({ caller }) => ({
      sumBalance: await p.accounts.balance(caller.accountId),
    }),
    'wallet.transfer': async ({ input, caller, merchant }) => {
      const from = await p.accounts.byId(caller.accountId)
      const to = await p.accounts.byUsername(merchant, input.to)
      if (!from || !to || to.id === from.id) throw new ApiError('Unknown account', 400)
      const related = to.upline_id === from.id || from.upline_id === to.id
      if (!related)
        throw new ApiError('Transfers go only to your upline or your direct downline', 403)
      if (from.type === 4 || to.type === 4)
        throw new ApiError('A real account is needed for this', 403)
      // An agent paying out to its downline confirms with the payment password once it has one;
      // checked before the transaction so that a wrong entry counts even though the call fails.
      if (to.upline_id === from.id && (await hasPaymentPassword(p, from.id))) {
        if (!input.paymentPassword) throw new ApiError('Enter your payment password', 400)
        await checkPaymentPassword(p, from.id, input.paymentPassword)
      }
      const transferId = input.reference ?? randomUUID()
      return p.db.transaction(async (tx) => {
        // Lock both wallets in id order so that concurrent transfers cannot deadlock.
        const [first, second] = from.id < to.id ? [from.id, to.id] : [to.id, from.id]
        await tx.query(
          'SELECT balance FROM wallets WHERE account_id IN ($1, $2) ORDER BY account_id FOR UPDATE',
          [first, second],
        )
        const repeated = await tx.query(
          `SELECT 1 FROM ledger WHERE account_id = $1 AND kind = 'transfer-out' AND reference = $2`,
          [from.id, transferId],
        )
        if (repeated.length) throw new ApiError('This transfer was already made', 409)
        const debit = await tx.query<{ balance: string }>(
          'UPDATE wallets SET balance = balance - $2 WHERE account_id = $1 AND balance >= $2 RETURNING balance',
          [from.id, input.amount],
        )
        if (!debit[0]) throw new ApiError('Insufficient balance', 400)
        const credit = await tx.query<{ balance: string }>(
          'UPDATE wallets SET balance = balance + $2 WHERE account_id = $1 RETURNING balance',
          [to.id, input.amount],
        )
        await tx.query(
          `INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $3, 'transfer-out', $4)`,
          [from.id, -input.amount, debit[0].balance, transferId],
        )
        await tx.query(
          `INSERT INTO ledger (account_id, amount, balance_after, kind, reference) VALUES ($1, $2, $3, 'transfer-in', $4)`,
          [to.id, input.amount, credit[0]!.balance, transferId],
        )
        return { sumBalance: Number(debit[0].balance), transferId }
      })
    },
    'wallet.records': async ({ input, caller, timeZone }) =>
      ledgerPage(zonedDb(p.db, timeZone), caller.accountId, input),
  }
}

/** The wallet domain. */
export const domain: DomainModule = { handlers }
