import { addressKey } from '../client-address'
import { brandById } from '../play/merchant-brand'
import { withDefaults, type MerchantSettings } from '../settings'
import type { Db } from '../db'
import type { Tx } from '../domain'
import type { Limits } from '../limits'
import { hashPassword, verifyPassword } from '../passwords'
import { totpCode } from '../totp'
import type { OperatorContext, Role } from './context'
import { ConsoleError } from './errors'
import { callsOf } from './permissions'
import { endSession, openSession, type ConsoleSession } from './sessions'

/**
 * Failed sign-ins: lockAfter in a row (password or code) lock the operator for lockMinutes; from
 * one address, perAddress failures in windowSeconds refuse every attempt from it until the window
 * moves on (counted in rate_events, shared by every instance).
 */
export const consoleSignInRules = {
  lockAfter: 5,
  lockMinutes: 15,
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const

const failScope = 'console.login.fail.ip'
/** rate_events rows of the console name no merchant: an operator's address is not a brand's. */
const noMerchant = ''

interface OperatorRow {
  id: number | string
  username: string
  password_hash: string
  totp_secret: string
  totp_last_step: number | string
  status: 'active' | 'disabled'
  locked: boolean
  must_change_password: boolean
}

/** Checked against when no operator has the name, so that an unknown name takes as long. */
let decoyHash: Promise<string> | undefined

async function operatorByName(db: Db, username: string) {
  const rows = await db.query<OperatorRow>(
    `SELECT id, username, password_hash, totp_secret, totp_last_step, status, must_change_password,
            coalesce(locked_until > platform_now(), false) AS locked
       FROM operators WHERE lower(username) = lower($1)`,
    [username.trim()],
  )
  return rows[0]
}

async function operatorById(db: Pick<Db, 'query'>, id: number) {
  const rows = await db.query<OperatorRow>(
    `SELECT id, username, password_hash, totp_secret, totp_last_step, status, must_change_password,
            coalesce(locked_until > platform_now(), false) AS locked
       FROM operators WHERE id = $1`,
    [id],
  )
  return rows[0]
}

/** One more failure of an operator: at lockAfter in a row, locked for lockMinutes. */
async function countFailure(db: Db, limits: Limits, ip: string, operatorId: number | null) {
  await limits.record(noMerchant, [{ scope: failScope, subject: addressKey(ip) }])
  if (operatorId === null) return
  await db.query(
    `UPDATE operators SET
       failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
       locked_until = CASE WHEN failed_attempts + 1 >= $2
                      THEN platform_now() + make_interval(mins => $3) ELSE locked_until END
     WHERE id = $1`,
    [operatorId, consoleSignInRules.lockAfter, consoleSignInRules.lockMinutes],
  )
}

async function refuseBusyAddress(limits: Limits, ip: string) {
  const failures = await limits.count(
    noMerchant,
    failScope,
    addressKey(ip),
    consoleSignInRules.windowSeconds,
  )
  if (failures >= consoleSignInRules.perAddress) throw new ConsoleError('tooManyAttempts')
}

/**
 * The password step: a right password of an active, unlocked operator opens a half-signed-in
 * session (answers its token); anything else is the same refusal, counted as a failure.
 */
export async function signInWithPassword(
  db: Db,
  limits: Limits,
  attempt: { username: string; password: string; ip: string },
): Promise<string> {
  await refuseBusyAddress(limits, attempt.ip)
  const operator = await operatorByName(db, attempt.username)
  if (!operator) {
    decoyHash ??= hashPassword('not an operator password')
    await verifyPassword(attempt.password, await decoyHash)
    await countFailure(db, limits, attempt.ip, null)
    throw new ConsoleError('badCredentials')
  }
  if (operator.locked) throw new ConsoleError('locked')
  const right = await verifyPassword(attempt.password, operator.password_hash)
  if (!right || operator.status !== 'active') {
    await countFailure(db, limits, attempt.ip, Number(operator.id))
    throw new ConsoleError('badCredentials')
  }
  return db.transaction((tx) => openSession(tx, Number(operator.id), 'totp'))
}

/** The 30-second step of a code of the secret around now (one step either side), if any. */
function stepOf(secret: string, code: string, now: number): number | null {
  const step = Math.floor(now / 30_000)
  for (const candidate of [step - 1, step, step + 1])
    if (totpCode(secret, candidate * 30_000) === code) return candidate
  return null
}

/**
 * The code step of a half-signed-in session: a right code, of a step after the last one used (a
 * code works once), ends the half session and opens a full one (answers its token). Authenticator
 * apps read the real time, so the code is checked against it, not the platform's test clock.
 */
export async function signInWithCode(
  db: Db,
  limits: Limits,
  session: ConsoleSession,
  attempt: { code: string; ip: string },
): Promise<string> {
  await refuseBusyAddress(limits, attempt.ip)
  const operator = await operatorById(db, session.operatorId)
  if (!operator || operator.status !== 'active') throw new ConsoleError('notSignedIn')
  if (operator.locked) throw new ConsoleError('locked')
  const step = stepOf(operator.totp_secret, attempt.code, Date.now())
  const token = await db.transaction(async (tx) => {
    if (step === null) return null
    // The step is taken in the UPDATE, so two requests with one code cannot both pass.
    const taken = await tx.query(
      `UPDATE operators SET totp_last_step = $2, failed_attempts = 0, locked_until = NULL
        WHERE id = $1 AND totp_last_step < $2 RETURNING id`,
      [session.operatorId, step],
    )
    if (!taken.length) return null
    await endSession(tx, session.tokenHash)
    return openSession(tx, session.operatorId, 'signed-in')
  })
  if (token === null) {
    await countFailure(db, limits, attempt.ip, session.operatorId)
    throw new ConsoleError('badCode')
  }
  return token
}

/** Who is signed in: the operator and the merchants held, each with its role and calls. */
export async function whoIs(db: Pick<Db, 'query'>, operatorId: number) {
  const operator = await operatorById(db, operatorId)
  if (!operator) throw new ConsoleError('notSignedIn')
  const merchants = await db.query<{
    id: number
    code: string
    brand_id: string
    role: Role
    settings: Partial<MerchantSettings>
  }>(
    `SELECT m.id, m.code, m.brand_id, om.role, m.settings FROM operator_merchants om
       JOIN merchants m ON m.id = om.merchant_id
      WHERE om.operator_id = $1 ORDER BY m.id`,
    [operatorId],
  )
  return {
    operator: {
      id: Number(operator.id),
      username: operator.username,
      mustChangePassword: operator.must_change_password,
    },
    merchants: merchants.map((m) => {
      // The currency is the brand's (brand.json), the zone the merchant's settings.
      const { code, symbol, minorUnits } = brandById(m.brand_id).currency
      return {
        id: m.id,
        code: m.code,
        brandId: m.brand_id,
        role: m.role,
        calls: callsOf(m.role),
        timeZone: withDefaults(m.settings).timeZone,
        currency: { code, symbol, minorUnits },
      }
    }),
  }
}

/**
 * The operator's context on a merchant, checked in the database at each call: an active
 * operator who holds the merchant, with the role held there; null otherwise.
 */
export async function operatorOn(
  tx: Tx,
  operatorId: number,
  merchantId: number,
): Promise<OperatorContext | null> {
  const rows = await tx.query<{ username: string; code: string; role: Role }>(
    `SELECT o.username, m.code, om.role FROM operator_merchants om
       JOIN operators o ON o.id = om.operator_id
       JOIN merchants m ON m.id = om.merchant_id
      WHERE om.operator_id = $1 AND om.merchant_id = $2 AND o.status = 'active'`,
    [operatorId, merchantId],
  )
  const row = rows[0]
  if (!row) return null
  return { operatorId, username: row.username, merchantId, merchant: row.code, role: row.role }
}

/**
 * Changes a signed-in operator's password: the current one must be right (a wrong one counts as a
 * failed sign-in), the new one differ; every other session of the operator ends.
 */
export async function changePassword(
  db: Db,
  limits: Limits,
  session: ConsoleSession,
  change: { currentPassword: string; newPassword: string; ip: string },
): Promise<void> {
  const operator = await operatorById(db, session.operatorId)
  if (!operator) throw new ConsoleError('notSignedIn')
  if (!(await verifyPassword(change.currentPassword, operator.password_hash))) {
    await countFailure(db, limits, change.ip, session.operatorId)
    throw new ConsoleError('badCredentials')
  }
  if (change.newPassword === change.currentPassword)
    throw new ConsoleError('badRequest', 'the new password is the current one')
  const hash = await hashPassword(change.newPassword)
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE operators SET password_hash = $2, must_change_password = false WHERE id = $1',
      [session.operatorId, hash],
    )
    await tx.query('DELETE FROM operator_sessions WHERE operator_id = $1 AND token_hash <> $2', [
      session.operatorId,
      session.tokenHash,
    ])
  })
}
