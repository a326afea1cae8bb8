import { createHash, randomBytes } from 'node:crypto'
import type { Db } from './db'

/** The extra step of a login from a new IP (spec §4). */
export type VerificationMethod = 'phone' | 'email' | 'bankHolder' | 'google'

/** A login from a new IP that waits for its extra step. */
export interface LoginVerification {
  accountId: number
  merchant: string
  ip: string
  method: VerificationMethod
  isSms: boolean
  /** Whether the password signed in with was the weak default: what finishing needs of it. */
  weakPassword: boolean
  /** When the ticket ends, epoch milliseconds. */
  until: number
}

interface Row {
  account_id: string
  merchant: string
  ip: string
  method: VerificationMethod
  is_sms: boolean
  weak_password: boolean
  expires_at: Date
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url')
const fromRow = (row: Row): LoginVerification => ({
  accountId: Number(row.account_id),
  merchant: row.merchant,
  ip: row.ip,
  method: row.method,
  isSms: row.is_sms,
  weakPassword: row.weak_password,
  until: new Date(row.expires_at).getTime(),
})
const columns = 'account_id, merchant, ip, method, is_sms, weak_password, expires_at'

/** Tickets written before a new one (a few at a time: the sweep stays cheap). */
const sweepBatch = 50

/**
 * Logins from a new IP waiting for their extra step, in the database (migration 035): one instance
 * finishes a login another began, and wrong answers count once across all of them. Only the
 * ticket's hash is kept, and no password.
 */
export class LoginVerifications {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Keeps a verification and answers its ticket; `now` is the platform's time. */
  async open(entry: LoginVerification, now: number): Promise<string> {
    const ticket = randomBytes(18).toString('base64url')
    await this.db.query(
      `WITH swept AS (
         DELETE FROM login_verifications WHERE ticket_hash IN (
           SELECT ticket_hash FROM login_verifications WHERE expires_at < $9
           ORDER BY expires_at LIMIT ${sweepBatch}))
       INSERT INTO login_verifications (ticket_hash, ${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        hashOf(ticket),
        entry.accountId,
        entry.merchant,
        entry.ip,
        entry.method,
        entry.isSms,
        entry.weakPassword,
        new Date(entry.until),
        new Date(now),
      ],
    )
    return ticket
  }

  /** The verification of a ticket, or null. */
  async read(ticket: string): Promise<LoginVerification | null> {
    if (ticket.length > 64) return null
    const [row] = await this.db.query<Row>(
      `SELECT ${columns} FROM login_verifications WHERE ticket_hash = $1`,
      [hashOf(ticket)],
    )
    return row ? fromRow(row) : null
  }

  /**
   * Counts a wrong answer and answers how many the ticket has had, counted in one statement so
   * that two instances cannot each allow the limit; 0 when the ticket is gone.
   */
  async wrongAnswer(ticket: string): Promise<number> {
    const [row] = await this.db.query<{ wrong_answers: number }>(
      `UPDATE login_verifications SET wrong_answers = wrong_answers + 1 WHERE ticket_hash = $1
       RETURNING wrong_answers`,
      [hashOf(ticket)],
    )
    return row?.wrong_answers ?? 0
  }

  /** Ends a ticket; true for the one caller that ended it (a ticket finishes one login). */
  async end(ticket: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM login_verifications WHERE ticket_hash = $1 RETURNING ticket_hash',
      [hashOf(ticket)],
    )
    return rows.length > 0
  }
}
