import type { Platform } from '../context'
import { hashPassword, verifyPassword } from '../passwords'
import { ApiError } from '../router'
import { defaultSettings, type MerchantSettings } from '../settings'
import { refusal } from '../i18n'

const maxFailures = 5
const lockMinutes = 15

/** The merchant's finance settings, filled from the defaults where a stored merchant lacks a key. */
export async function financeSettings(
  p: Platform,
  merchant: string,
): Promise<MerchantSettings['finance']> {
  return { ...defaultSettings().finance, ...(await p.settings(merchant)).finance }
}

/** Refuses trial (type 4) accounts: money and bank accounts need a real account. */
export async function requireRealAccount(p: Platform, accountId: number) {
  const account = await p.accounts.byId(accountId)
  if (!account || account.type === 4) throw new ApiError('A real account is needed for this', 403)
  return account
}

/** Whether the account has a payment password. */
export async function hasPaymentPassword(p: Platform, accountId: number): Promise<boolean> {
  const rows = await p.db.query('SELECT 1 FROM payment_passwords WHERE account_id = $1', [
    accountId,
  ])
  return rows.length > 0
}

/** Sets or replaces the payment password after checking the login password. */
export async function setPaymentPassword(
  p: Platform,
  accountId: number,
  loginPassword: string,
  paymentPassword: string,
) {
  const account = await requireRealAccount(p, accountId)
  if (!(await verifyPassword(loginPassword, account.password_hash)))
    throw new ApiError('The login password is wrong', 400)
  await p.db.query(
    `INSERT INTO payment_passwords (account_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       failed_attempts = 0, locked_until = NULL, updated_at = platform_now()`,
    [accountId, await hashPassword(paymentPassword)],
  )
}

/**
 * Checks the payment password outside any transaction, so that a wrong entry is counted even when
 * the call is refused; five wrong entries in a row lock it for 15 minutes.
 */
export async function checkPaymentPassword(p: Platform, accountId: number, given: string) {
  const [row] = await p.db.query<{ password_hash: string; locked: boolean }>(
    `SELECT password_hash, coalesce(locked_until > platform_now(), false) AS locked
     FROM payment_passwords WHERE account_id = $1`,
    [accountId],
  )
  if (!row) throw new ApiError('Please set a payment password first', 400)
  if (row.locked)
    throw new ApiError(
      refusal`Too many wrong payment passwords; please try again in ${lockMinutes} minutes`,
      429,
    )
  if (await verifyPassword(given, row.password_hash)) {
    await p.db.query('UPDATE payment_passwords SET failed_attempts = 0 WHERE account_id = $1', [
      accountId,
    ])
    return
  }
  await p.db.query(
    `UPDATE payment_passwords SET
       locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN platform_now() + interval '${lockMinutes} minutes' END,
       failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END
     WHERE account_id = $1`,
    [accountId, maxFailures],
  )
  throw new ApiError('The payment password is wrong', 400)
}

/** An account number as shown: every digit but the last 4 replaced by *. */
export const maskAccountNo = (accountNo: string) =>
  '*'.repeat(Math.max(accountNo.length - 4, 0)) + accountNo.slice(-4)
