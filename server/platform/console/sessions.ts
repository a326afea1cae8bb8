import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db'
import type { Tx } from '../domain'

/**
 * Console sessions (operator_sessions): a random token in an HttpOnly cookie, its SHA-256 in the
 * table, so that a read of the table opens no session. Short on purpose: one ends after
 * idleMinutes without a call, and absoluteHours after it was opened whatever the use; the
 * half-signed-in state after the password lasts totpMinutes. Times are the platform's clock.
 */
export const sessionRules = { idleMinutes: 15, absoluteHours: 8, totpMinutes: 5 } as const

/** The cookie's name; over HTTPS with the __Host- prefix (Secure, no Domain, Path /). */
export const cookieName = (secure: boolean) => (secure ? '__Host-console' : 'console_session')

/** A session as a call sees it. */
export interface ConsoleSession {
  tokenHash: string
  operatorId: number
  stage: 'totp' | 'signed-in'
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Opens a session at a stage; answers the token for the cookie. */
export async function openSession(
  tx: Tx,
  operatorId: number,
  stage: ConsoleSession['stage'],
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const lifetime =
    stage === 'totp' ? `${sessionRules.totpMinutes} minutes` : `${sessionRules.absoluteHours} hours`
  await tx.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, stage, expires_at)
     VALUES ($1, $2, $3, platform_now() + $4::interval)`,
    [hashOf(token), operatorId, stage, lifetime],
  )
  return token
}

/**
 * The session of a token, if it is alive and its operator active; a call counts as use, so the
 * idle window starts again. A session past either limit (or of a disabled operator) is deleted.
 */
export async function resolveSession(db: Db, token: string): Promise<ConsoleSession | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const tokenHash = hashOf(token)
  const rows = await db.query<{ operator_id: string | number; stage: ConsoleSession['stage'] }>(
    // A disabled operator's sessions count for nothing from its next call on.
    `UPDATE operator_sessions s SET last_seen_at = platform_now()
       FROM operators o
      WHERE s.token_hash = $1 AND s.expires_at > platform_now()
        AND s.last_seen_at > platform_now() - make_interval(mins => $2)
        AND o.id = s.operator_id AND o.status = 'active'
      RETURNING s.operator_id, s.stage`,
    [tokenHash, sessionRules.idleMinutes],
  )
  const row = rows[0]
  if (!row) {
    await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash])
    return null
  }
  return { tokenHash, operatorId: Number(row.operator_id), stage: row.stage }
}

/** Ends a session. */
export async function endSession(tx: Tx, tokenHash: string): Promise<void> {
  await tx.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash])
}
