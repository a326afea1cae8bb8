import { createHash } from 'node:crypto'
import type { CallOutput } from '../../../src/api/types.gen'
import type { Db } from '../db'

/** An event as member.events and the live stream answer it (schemas/api/member.json). */
export type LiveEvent = CallOutput<'member.events'>['events'][number]

/** What changed, from the events table. */
export type EventKind = LiveEvent['kind']

/**
 * A place in the events: the transaction that wrote the event and its id. Readers go in this order
 * and read only events of transactions older than every running one (see 025_events.sql), so a
 * cursor never steps over an event that commits later. Written "<xid>-<id>" (the SSE id).
 */
export interface Cursor {
  xid: bigint
  id: bigint
}

export const startCursor: Cursor = { xid: 0n, id: 0n }

export const formatCursor = (cursor: Cursor) => `${cursor.xid}-${cursor.id}`

/** A cursor from its text, or null for anything else (a client's Last-Event-ID is input). */
export function parseCursor(text: string | undefined | null): Cursor | null {
  // 18 digits at most: within bigint (and xid8), so a forged cursor cannot overflow a cast.
  const match = /^(\d{1,18})-(\d{1,18})$/.exec(text ?? '')
  if (!match) return null
  return { xid: BigInt(match[1]!), id: BigInt(match[2]!) }
}

/** -1, 0 or 1 as a is before, at or after b. */
export function compareCursors(a: Cursor, b: Cursor): number {
  if (a.xid !== b.xid) return a.xid < b.xid ? -1 : 1
  if (a.id !== b.id) return a.id < b.id ? -1 : 1
  return 0
}

/** How a session is named in its events: the sha-256 of its token, never the token. */
export const sessionHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** One row of the events table, with what a stream needs to know whom it is for. */
export interface StoredEvent {
  cursor: Cursor
  merchant: string
  /** Null: every account of the merchant. */
  accountId: number | null
  /** Set: that session alone (sha-256 of its token, hex). */
  sessionHash: string | null
  event: LiveEvent
}

/** Who reads: a session of an account at a merchant. */
export interface Reader {
  merchant: string
  accountId: number
  sessionHash: string
}

/** True when an event is for that reader. */
export const isFor = (stored: StoredEvent, reader: Reader) =>
  stored.merchant === reader.merchant &&
  (stored.accountId === null || stored.accountId === reader.accountId) &&
  (stored.sessionHash === null || stored.sessionHash === reader.sessionHash)

interface EventRow {
  id: string
  xid: string
  merchant: string
  account_id: string | null
  session_hash: string | null
  kind: EventKind
  data: Record<string, unknown>
  ready: boolean
}

const storedOf = (row: EventRow): StoredEvent => {
  const cursor = { xid: BigInt(row.xid), id: BigInt(row.id) }
  return {
    cursor,
    merchant: row.merchant,
    accountId: row.account_id === null ? null : Number(row.account_id),
    sessionHash: row.session_hash,
    event: { id: formatCursor(cursor), kind: row.kind, data: row.data } as LiveEvent,
  }
}

/**
 * The events after a cursor that may be read now, oldest first, at most `limit`; `waiting` is
 * true when later ones have committed but wait for an older transaction still running (read
 * again shortly: that transaction may write none and so wake nobody). A reader narrows to its own
 * events up to a cursor (`until`, a readable end: what comes after it is for later reads).
 */
export async function readAfter(
  db: Pick<Db, 'query'>,
  after: Cursor,
  limit: number,
  reader?: Reader & { until: Cursor },
): Promise<{ events: StoredEvent[]; waiting: boolean }> {
  const rows = await db.query<EventRow>(
    `SELECT id::text, xid::text, merchant, account_id::text, session_hash, kind, data,
            xid < pg_snapshot_xmin(pg_current_snapshot()) AS ready
     FROM events
     WHERE (xid, id) > ($1::text::xid8, $2::bigint)
       ${
         reader
           ? `AND (xid, id) <= ($7::text::xid8, $8::bigint) AND merchant = $4
              AND (account_id = $5 OR account_id IS NULL) AND (session_hash IS NULL OR session_hash = $6)`
           : ''
       }
     ORDER BY events.xid, events.id LIMIT $3`,
    [
      String(after.xid),
      String(after.id),
      limit + 1,
      ...(reader
        ? [
            reader.merchant,
            reader.accountId,
            reader.sessionHash,
            String(reader.until.xid),
            String(reader.until.id),
          ]
        : []),
    ],
  )
  // Ready rows come first in this order: every later transaction's are behind them.
  const ready = rows.filter((row) => row.ready)
  return {
    events: ready.slice(0, limit).map(storedOf),
    waiting: ready.length < rows.length || ready.length > limit,
  }
}

/** The newest readable place: where a reader that wants only what comes next starts. */
export async function currentEnd(db: Pick<Db, 'query'>): Promise<Cursor> {
  const [row] = await db.query<{ xid: string; id: string }>(
    `SELECT xid::text, id::text FROM events
     WHERE xid < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY events.xid DESC, events.id DESC LIMIT 1`,
  )
  const [horizon] = await db.query<{ xid: string; id: string }>(
    'SELECT xid::text, id::text FROM events_horizon',
  )
  const found = row ? { xid: BigInt(row.xid), id: BigInt(row.id) } : startCursor
  const kept = horizon ? { xid: BigInt(horizon.xid), id: BigInt(horizon.id) } : startCursor
  return compareCursors(found, kept) > 0 ? found : kept
}

/** Where the kept events begin: a cursor before it may have missed pruned ones. */
export async function horizonOf(db: Pick<Db, 'query'>): Promise<Cursor> {
  const [row] = await db.query<{ xid: string; id: string }>(
    'SELECT xid::text, id::text FROM events_horizon',
  )
  return row ? { xid: BigInt(row.xid), id: BigInt(row.id) } : startCursor
}

/** How long events are kept: a client away longer refreshes everything instead of catching up. */
export const keepEventsHours = 24

/**
 * Deletes events older than the keeping time (or all of them, `everything`, when the data is reset)
 * and moves the horizon past them. Only events of finished transactions are pruned.
 */
export async function pruneEvents(db: Db, everything = false) {
  await db.transaction(async (tx) => {
    // The newest event to let go; everything before it in reading order goes with it.
    const [last] = await tx.query<{ xid: string; id: string }>(
      `SELECT xid::text, id::text FROM events
       WHERE xid < pg_snapshot_xmin(pg_current_snapshot())
         AND ($1 OR created_at < platform_now() - make_interval(hours => $2))
       ORDER BY events.xid DESC, events.id DESC LIMIT 1`,
      [everything, keepEventsHours],
    )
    if (!last) return
    await tx.query('DELETE FROM events WHERE (xid, id) <= ($1::text::xid8, $2::bigint)', [
      last.xid,
      last.id,
    ])
    await tx.query(
      `UPDATE events_horizon SET xid = $1::text::xid8, id = $2
       WHERE (xid, id) < ($1::text::xid8, $2::bigint)`,
      [last.xid, last.id],
    )
  })
}
