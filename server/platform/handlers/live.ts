import type { Context, Hono } from 'hono'
import { streamSSE, type SSEMessage } from 'hono/streaming'
import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import {
  compareCursors,
  currentEnd,
  formatCursor,
  horizonOf,
  isFor,
  parseCursor,
  readAfter,
  sessionHashOf,
  type Cursor,
  type Reader,
  type StoredEvent,
} from '../events/outbox'
import type { Handlers } from '../router'
import { endSession } from '../accounts'
import { admitStream, sendFrame } from '../streams'

const heartbeatMs = () => Number(process.env.LIVE_HEARTBEAT_MS) || 15_000
const retryMs = 3_000
/** A stream resumes at most this many events behind; further behind, its client refreshes. */
const backlogLimit = 1_000
/** Events one poll answers. */
const pollLimit = 100

/**
 * Where a reader that comes back with a cursor stands: able to catch up, or too far (behind the
 * kept events, or ahead of them: a cursor of another database) and so to refresh everything.
 */
async function resumable(p: Platform, after: Cursor, end: Cursor) {
  const horizon = await horizonOf(p.db)
  return compareCursors(after, horizon) >= 0 && compareCursors(after, end) <= 0
}

/** The member's events: the live stream's polling twin. */
function handlers(p: Platform): Handlers {
  return {
    'member.events': async ({ input, caller, merchant }) => {
      // The end first: whatever commits after it comes after it, so nothing falls between polls.
      const end = await currentEnd(p.db)
      const after = parseCursor(input.after)
      const none = { cursor: formatCursor(end), more: false, events: [] }
      if (!after) return { ...none, resync: false }
      if (!(await resumable(p, after, end))) return { ...none, resync: true }
      const reader = {
        merchant,
        accountId: caller.accountId,
        sessionHash: sessionHashOf(caller.token),
        until: end,
      }
      const { events } = await readAfter(p.db, after, pollLimit + 1, reader)
      const more = events.length > pollLimit
      const answered = events.slice(0, pollLimit)
      const cursor = more ? answered.at(-1)!.cursor : end
      return {
        cursor: formatCursor(cursor),
        resync: false,
        more,
        events: answered.map((stored) => stored.event),
      }
    },
  }
}

/**
 * How a stream's session stands at a heartbeat: null while it lasts, else the `session` event that
 * ends the stream. A session deleted (signed out, a new password, locked) has an end event of its
 * own, sent from the table when the bus has not brought it yet (the bus lags a commit by a moment,
 * longer behind an older transaction still running). One expired is ended here like the others
 * (deleted, its games with it, with reason expired); one gone without an event (the data reset)
 * ends as signed out.
 */
async function sessionEnded(
  p: Platform,
  token: string,
  reader: Reader,
): Promise<SSEMessage | null> {
  const [session] = await p.db.query<{ expired: boolean; played_out: boolean }>(
    `SELECT expires_at <= platform_now() AS expired,
       coalesce(session_play_ends(account_id, created_at) <= platform_now(), false) AS played_out
     FROM sessions WHERE token = $1`,
    [token],
  )
  if (session && !session.expired && !session.played_out) return null
  // An expired session ends the way the others do: deleted (its games with it), with its end
  // event; one past the account's session time limit (responsible gaming) with reason timeLimit.
  if (session) await endSession(p, token, session.played_out ? 'timeLimit' : 'expired')
  const [ended] = await p.db.query<{ cursor: string; data: unknown }>(
    `SELECT xid::text || '-' || id AS cursor, data FROM events
     WHERE account_id = $1 AND session_hash = $2 AND kind = 'session' LIMIT 1`,
    [reader.accountId, reader.sessionHash],
  )
  if (!ended) return { event: 'session', data: JSON.stringify({ reason: 'signedOut' }) }
  return { event: 'session', id: ended.cursor, data: JSON.stringify(ended.data) }
}

/**
 * The live stream of the caller's session at the Host's merchant (schemas/api/member.json,
 * member.events): opens with a stream ticket, sends `ready` with its cursor, then each event for
 * the session in order (the event's kind as the SSE event, its cursor as the SSE id, its data),
 * a comment as heartbeat, and ends after the session's own end. With a cursor (Last-Event-ID or
 * ?after=) it first sends what was missed, or `resync` when that cannot be known.
 */
function liveStream(p: Platform, merchantOf: (c: Context) => string) {
  return async (c: Context) => {
    const merchant = merchantOf(c)
    const grant = await admitStream(c, p, merchant, 'live')
    if (grant instanceof Response) return grant
    const reader: Reader = {
      merchant,
      accountId: grant.accountId,
      sessionHash: sessionHashOf(grant.sessionToken),
    }
    const after = parseCursor(c.req.header('last-event-id') ?? c.req.query('after'))
    // Listening starts before the backlog is read: an event comes by one or the other, or both
    // (sent once, by its cursor).
    const queue: StoredEvent[] = []
    let wake: (() => void) | null = null
    const unsubscribe = p.events.subscribe(merchant, (stored) => {
      if (!isFor(stored, reader)) return
      queue.push(stored)
      wake?.()
    })
    // Where the bus stands as it starts to listen, read in the same turn: every event the listener
    // gets from now on lies after it. Read later (after the first frame, which tells the client
    // the stream is open), an event committed in between would count as before the stream and be
    // skipped, although the client had been told it was listening.
    const end = p.events.position
    const close = () => {
      unsubscribe()
      grant.release()
    }
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => {
        close()
        wake?.()
      })
      const write = (stored: StoredEvent) =>
        sendFrame(stream, () =>
          stream.writeSSE({
            event: stored.event.kind,
            id: stored.event.id,
            data: JSON.stringify(stored.event.data),
          }),
        )
      try {
        if (!(await sendFrame(stream, () => stream.write(`retry: ${retryMs}\n: connected\n\n`))))
          return
        let last = end
        let backlog: StoredEvent[] = []
        let fresh = after === null
        // A cursor may be ahead of this instance's bus: a poll's, or another instance's, taken
        // when this bus had not yet read as far. It is judged by the table's end, not the bus's;
        // what lies between the bus and it comes by the bus, which skips what the client has.
        if (after && (await resumable(p, after, await currentEnd(p.db)))) {
          last = after
          if (compareCursors(after, end) < 0) {
            const read = await readAfter(p.db, after, backlogLimit + 1, { ...reader, until: end })
            if (read.events.length <= backlogLimit) backlog = read.events
            else {
              fresh = true
              last = end
            }
          }
        } else if (after) fresh = true
        const cursor = formatCursor(end)
        if (fresh && after) {
          if (
            !(await sendFrame(stream, () =>
              stream.writeSSE({ event: 'resync', id: cursor, data: JSON.stringify({ cursor }) }),
            ))
          )
            return
        } else if (
          !(await sendFrame(stream, () =>
            stream.writeSSE({
              event: 'ready',
              data: JSON.stringify({ cursor: after && !fresh ? formatCursor(after) : cursor }),
            }),
          ))
        )
          return
        queue.unshift(...backlog)
        // The session is looked at once a heartbeat, busy or idle: a stream whose events keep
        // coming still ends when its session expires.
        let beat = Date.now() + heartbeatMs()
        while (!stream.aborted && !stream.closed) {
          while (queue.length) {
            const stored = queue.shift()!
            if (compareCursors(stored.cursor, last) <= 0) continue
            last = stored.cursor
            if (!(await write(stored))) return
            // The session is over: its stream with it (the client asks for no new ticket).
            if (stored.event.kind === 'session') return
          }
          if (Date.now() < beat) {
            let timer: ReturnType<typeof setTimeout> | undefined
            await new Promise<void>((resolve) => {
              wake = resolve
              timer = setTimeout(resolve, beat - Date.now())
            })
            clearTimeout(timer)
            wake = null
            // Woken by an event (or the end of the connection) before the beat.
            if (Date.now() < beat) continue
          }
          beat = Date.now() + heartbeatMs()
          const ended = await sessionEnded(p, grant.sessionToken, reader)
          if (ended) {
            await sendFrame(stream, () => stream.writeSSE(ended))
            return
          }
          if (!queue.length && !(await sendFrame(stream, () => stream.write(': heartbeat\n\n'))))
            return
        }
      } finally {
        close()
      }
    })
  }
}

function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  app.get('/api/live/stream', liveStream(p, merchantOf))
}

/** What changes for a member, live (server-sent events) and by polling. */
export const domain: DomainModule = { handlers, routes }
