import { randomBytes } from 'node:crypto'
import type { Db } from './db'
import type { Tx } from './domain'
import { ApiError, type Caller } from './router'
import { signInRefusal } from './responsible/exclusion'

/**
 * Why a session ended, as its end event says (server/migrations/025_events.sql); the last four are
 * responsible gaming's (issue 46: a time-out, a self-exclusion, the closure, the session limit).
 */
export type SessionEnd =
  | 'signedOut'
  | 'password'
  | 'locked'
  | 'expired'
  | 'timeOut'
  | 'selfExclusion'
  | 'closed'
  | 'timeLimit'

/**
 * Ends sessions of an account inside a transaction, saying why in their end events: all of them,
 * or all but one (the session that changed the password stays). Their game sessions end with them.
 */
export async function endSessions(
  tx: Tx,
  accountId: number,
  reason: SessionEnd,
  except: string | null = null,
) {
  await tx.query(`SELECT set_config('portal.session_end', $1, true)`, [reason])
  await tx.query('DELETE FROM sessions WHERE account_id = $1 AND token IS DISTINCT FROM $2', [
    accountId,
    except,
  ])
}

/** Ends one session, saying why in its end event. */
export async function endSession(p: { db: Db }, token: string, reason: SessionEnd) {
  await p.db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('portal.session_end', $1, true)`, [reason])
    await tx.query('DELETE FROM sessions WHERE token = $1', [token])
  })
}

/** An account row as the handlers use it. */
export interface AccountRow {
  id: number
  merchant: string
  username: string
  password_hash: string
  nickname: string
  type: number
  upline_id: number | null
  mobile: string | null
  email: string | null
  first_login: boolean
  password_expired: boolean
  locked_until: Date | null
  known_ips: string[]
  /** The base32 secret of a bound authenticator app, if any. */
  totp_secret: string | null
}

/**
 * An accounts row as the driver reads it: PostgreSQL's driver gives bigint columns as strings
 * (PGlite as numbers), so the ids are read as either.
 */
type StoredAccount = Omit<AccountRow, 'id' | 'upline_id'> & {
  id: number | string
  upline_id: number | string | null
}

/**
 * The row with numeric ids, on either database: the session cache and every comparison hold
 * numbers (a string id forgot no cached session on PostgreSQL, and a changed password left the
 * account's other sessions served for up to sessionCacheMs).
 */
const accountRow = (row: StoredAccount | undefined): AccountRow | null =>
  row
    ? {
        ...row,
        id: Number(row.id),
        upline_id: row.upline_id === null ? null : Number(row.upline_id),
      }
    : null

const sessionDays = 7
/** How long a resolved token is trusted without asking the database again. */
const sessionCacheMs = 10_000

/** Account, session and wallet queries. */
export class Accounts {
  private readonly sessionCache = new Map<
    string,
    { accountId: number; merchant: string; until: number }
  >()

  constructor(readonly db: Db) {}

  async byUsername(merchant: string, username: string) {
    const rows = await this.db.query<StoredAccount>(
      'SELECT * FROM accounts WHERE merchant = $1 AND lower(username) = lower($2)',
      [merchant, username],
    )
    return accountRow(rows[0])
  }

  async byMobile(merchant: string, mobile: string) {
    const rows = await this.db.query<StoredAccount>(
      'SELECT * FROM accounts WHERE merchant = $1 AND mobile = $2',
      [merchant, mobile],
    )
    return accountRow(rows[0])
  }

  async byId(id: number) {
    const rows = await this.db.query<StoredAccount>('SELECT * FROM accounts WHERE id = $1', [id])
    return accountRow(rows[0])
  }

  /**
   * Starts a session: a random opaque token stored server-side. An account the operator locked,
   * one closed at its request, or one in a time-out or self-exclusion (account_in_play, migration
   * 037) gets none, however it proved who it is: every way of signing in comes here.
   */
  async openSession(accountId: number, ip: string | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    // The address goes into the sign-in history (sign_ins, migration 039) an operator reads.
    const opened = await this.db.query(
      `INSERT INTO sessions (token, account_id, expires_at, ip)
       SELECT $1, id, platform_now() + interval '${sessionDays} days', $3 FROM accounts
       WHERE id = $2 AND NOT locked_by_operator AND account_in_play(id) RETURNING token`,
      [token, accountId, ip],
    )
    if (!opened.length)
      throw (
        (await signInRefusal(this.db, accountId)) ??
        new ApiError('This account is locked; please contact customer service', 403)
      )
    return token
  }

  /** The session of a token: its account and the merchant that account (and so the session) belongs to. */
  async resolve(token: string): Promise<Caller | null> {
    const cached = this.sessionCache.get(token)
    if (cached && cached.until > Date.now())
      return { accountId: cached.accountId, merchant: cached.merchant, token }
    // play_left_ms: how long the session may last under the account's session time limit (null
    // without one); one past it ends here, with reason timeLimit, and its token is refused.
    const rows = await this.db.query<{
      account_id: string
      merchant: string
      play_left_ms: string | null
    }>(
      `SELECT s.account_id, a.merchant,
         extract(epoch FROM session_play_ends(s.account_id, s.created_at) - platform_now()) * 1000
           AS play_left_ms
       FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token = $1 AND s.expires_at > platform_now()`,
      [token],
    )
    const row = rows[0]
    if (!row) return null
    const playLeftMs = row.play_left_ms === null ? Infinity : Number(row.play_left_ms)
    if (playLeftMs <= 0) {
      await endSession(this, token, 'timeLimit')
      return null
    }
    if (this.sessionCache.size > 50_000) this.sessionCache.clear()
    const caller = { accountId: Number(row.account_id), merchant: row.merchant, token }
    this.sessionCache.set(token, {
      ...caller,
      until: Date.now() + Math.min(sessionCacheMs, playLeftMs),
    })
    return caller
  }

  /** Forgets every cached session (after a reset of the database). */
  forgetSessions() {
    this.sessionCache.clear()
  }

  /** Forgets the cached sessions of an account: one of its sessions ended, maybe elsewhere. */
  forgetAccount(accountId: number) {
    for (const [token, cached] of this.sessionCache)
      if (cached.accountId === accountId) this.sessionCache.delete(token)
  }

  /** Signs a session out. */
  async closeSession(token: string) {
    this.sessionCache.delete(token)
    await endSession(this, token, 'signedOut')
  }

  async balance(accountId: number): Promise<number> {
    const rows = await this.db.query<{ balance: string }>(
      'SELECT balance FROM wallets WHERE account_id = $1',
      [accountId],
    )
    return Number(rows[0]?.balance ?? 0)
  }
}
