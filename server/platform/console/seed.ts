import { createHash } from 'node:crypto'
import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import { hashPassword } from '../passwords'
import { roles, type Role } from './context'

/**
 * The operators a development or test database starts with (docs/console.md): per brand an
 * operator of each role, `<brand>.<role>`, and `multi.ops`, owner of the default brand and
 * content editor of jade. All share one development password; each has its own authenticator
 * secret, derived from its name so that a test computes its codes. Never in production.
 */
export const devOperatorPassword = 'console-dev-only'

/** The operator holding two merchants, with its role on each brand (by brand id). */
export const multiMerchantOperator = {
  username: 'multi.ops',
  roles: { default: 'owner', jade: 'content' } as Record<string, Role>,
}

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A seeded operator's authenticator secret (base32, 32 characters). */
export function devTotpSecret(username: string): string {
  return [...createHash('sha256').update(`console-dev:${username}`).digest()]
    .slice(0, 32)
    .map((byte) => base32[byte % 32])
    .join('')
}

/** The operators seeded for a brand, with their role on its merchant. */
export function devOperatorsOf(brand: Pick<Brand, 'id'>): { username: string; role: Role }[] {
  const own = roles.map((role) => ({ username: `${brand.id}.${role}`, role }))
  const shared = multiMerchantOperator.roles[brand.id]
  return shared ? [...own, { username: multiMerchantOperator.username, role: shared }] : own
}

let passwordHash: Promise<string> | undefined

/**
 * Seeds a brand's operators inside the brand's seed transaction (server/platform/seed.ts): made,
 * or put back to their seeded state when they exist (a control reset seeds the brands again), and
 * given their role on the brand's merchant. Nothing in production.
 */
export async function seedOperators(tx: Tx, brand: Pick<Brand, 'id' | 'merchantCode'>) {
  if (process.env.NODE_ENV === 'production') return
  passwordHash ??= hashPassword(devOperatorPassword)
  const hash = await passwordHash
  for (const { username, role } of devOperatorsOf(brand)) {
    const rows = await tx.query<{ id: string | number }>(
      `INSERT INTO operators (username, password_hash, totp_secret) VALUES ($1, $2, $3)
       ON CONFLICT (lower(username)) DO UPDATE SET password_hash = $2, totp_secret = $3,
         status = 'active', failed_attempts = 0, locked_until = NULL, must_change_password = false
       RETURNING id`,
      [username, hash, devTotpSecret(username)],
    )
    await tx.query(
      `INSERT INTO operator_merchants (operator_id, merchant_id, role)
       SELECT $1, id, $3 FROM merchants WHERE code = $2
       ON CONFLICT (operator_id, merchant_id) DO UPDATE SET role = $3`,
      [rows[0]!.id, brand.merchantCode, role],
    )
  }
}
