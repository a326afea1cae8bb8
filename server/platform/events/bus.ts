import type { Db } from '../db'
import { observeOutbox, type OutboxLag } from '../metrics'
import {
  compareCursors,
  currentEnd,
  pruneEvents,
  readAfter,
  type Cursor,
  type StoredEvent,
} from './outbox'

type Listener = (event: StoredEvent) => void

/** Events read at once; a longer run is read in several rounds. */
const batch = 500
/** A look at the table now and then, in case a notification was lost (a dropped connection). */
const sweepMs = 2_000
/** How soon to look again while committed events wait for an older transaction. */
const waitingMs = 50
/** How often old events are pruned. */
const pruneMs = 10 * 60_000

/**
 * The events of one platform instance: it follows the events table from where it started, woken
 * by NOTIFY from any instance (PostgreSQL LISTEN, or PGlite's own in one process), and hands each
 * event, in order, to the listeners of its merchant. The table is the truth; a notification only
 * says "look". Streams subscribe here rather than each reading the table.
 */
export class EventBus {
  private readonly byMerchant = new Map<string, Set<Listener>>()
  private readonly everywhere = new Set<Listener>()
  private cursor: Cursor = { xid: 0n, id: 0n }
  private reading: Promise<void> | null = null
  private again = false
  private stopped = false
  private unlisten: (() => Promise<void>) | null = null
  private timers: ReturnType<typeof setTimeout>[] = []
  private unobserve: (() => void) | null = null

  constructor(private readonly db: Db) {}

  /** Starts after the newest event there is now; answers when it listens. */
  async start() {
    this.cursor = await currentEnd(this.db)
    this.unlisten = await this.db.listen('portal_events', () => this.wake())
    this.every(sweepMs, () => this.wake())
    this.every(pruneMs, () => void pruneEvents(this.db).catch(() => undefined))
    this.unobserve = observeOutbox(() => this.lag())
  }

  /** Stops listening and reading. */
  async stop() {
    this.stopped = true
    this.unobserve?.()
    for (const timer of this.timers) clearInterval(timer)
    await this.unlisten?.()
    await this.reading?.catch(() => undefined)
  }

  /** Where this instance has read up to: a new stream's backlog ends here. */
  get position(): Cursor {
    return this.cursor
  }

  /**
   * Registers a listener of a merchant's events (all of them: the listener picks its own), or of
   * every event with merchant null; answers the function that removes it.
   */
  subscribe(merchant: string | null, listener: Listener): () => void {
    let listeners = this.everywhere
    if (merchant !== null) {
      const found = this.byMerchant.get(merchant)
      listeners = found ?? new Set()
      if (!found) this.byMerchant.set(merchant, listeners)
    }
    listeners.add(listener)
    let removed = false
    return () => {
      if (removed) return
      removed = true
      listeners.delete(listener)
      // Only the merchant's own set, if still the one in place: a set emptied and replaced since
      // belongs to other streams.
      if (merchant !== null && !listeners.size && this.byMerchant.get(merchant) === listeners)
        this.byMerchant.delete(merchant)
    }
  }

  /**
   * What has committed and this instance has not handed out yet, and the age of the oldest of it
   * in the platform's time (/metrics: a bus that stopped reading shows here).
   */
  async lag(): Promise<OutboxLag> {
    const [row] = await this.db.query<{ undelivered: number; seconds: number | null }>(
      `SELECT count(*)::int AS undelivered,
              extract(epoch FROM platform_now() - min(created_at))::float8 AS seconds
       FROM events WHERE (xid, id) > ($1::text::xid8, $2::bigint)`,
      [String(this.cursor.xid), String(this.cursor.id)],
    )
    return { undelivered: row?.undelivered ?? 0, seconds: Math.max(0, row?.seconds ?? 0) }
  }

  /** Reads what is new (now, or after the read under way). */
  wake() {
    if (this.stopped) return
    if (this.reading) {
      this.again = true
      return
    }
    this.reading = this.readAll()
      .catch(() => undefined)
      .finally(() => {
        this.reading = null
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  /** Resolves when what had committed by now has been handed out (tests). */
  async settle() {
    this.wake()
    while (this.reading) await this.reading
  }

  private async readAll() {
    for (;;) {
      if (this.stopped) return
      const { events, waiting } = await readAfter(this.db, this.cursor, batch)
      for (const stored of events) {
        if (compareCursors(stored.cursor, this.cursor) <= 0) continue
        this.cursor = stored.cursor
        this.deliver(stored)
      }
      if (events.length === batch) continue
      if (waiting) {
        const timer = setTimeout(() => this.wake(), waitingMs)
        timer.unref?.()
      }
      return
    }
  }

  private deliver(stored: StoredEvent) {
    for (const listener of [...this.everywhere, ...(this.byMerchant.get(stored.merchant) ?? [])]) {
      try {
        listener(stored)
      } catch {
        // One listener's failure is its own; the others still get the event.
      }
    }
  }

  private every(ms: number, run: () => void) {
    const timer = setInterval(run, ms)
    timer.unref?.()
    this.timers.push(timer)
  }

  /** Listeners in all (tests check that a closed stream is cleaned up). */
  get listenerCount() {
    let count = this.everywhere.size
    for (const set of this.byMerchant.values()) count += set.size
    return count
  }
}
