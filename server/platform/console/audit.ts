import type { Tx } from '../domain'
import { currentRequest } from '../log'

/** One change an operator made, as the audit log keeps it. */
export interface AuditEntry {
  operatorId: number
  merchantId: number
  /** What was done, dotted (`settings.update`, `withdrawal.approve`). */
  action: string
  /** What it was done to (`settings`, `withdrawal:123`, `account:45`). */
  target: string
  /** The target's state before and after, as JSON (null where there was none). */
  before: unknown
  after: unknown
}

/**
 * Writes an audit row in the caller's transaction, so the row exists exactly when the change
 * does. Its time is the platform's clock (the column's default) and it names the request that
 * made it, when one is running, so the log's lines and the row meet.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (operator_id, merchant_id, action, target, before, after, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.operatorId,
      entry.merchantId,
      entry.action,
      entry.target,
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
      currentRequest()?.requestId ?? null,
    ],
  )
}

/** undefined and null are both "none"; anything else is stored as its JSON. */
const jsonOrNull = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value)
