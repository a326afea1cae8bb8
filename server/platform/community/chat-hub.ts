import type { Db } from '../db'

/** A chat message as the API and the stream answer it, before `own` is set for a reader. */
export interface ChatItem {
  id: string
  room: string
  accountId: number
  nickname: string
  body: string
  time: string
}

type Listener = (item: ChatItem) => void

/** How the hub reads messages back (server/platform/handlers/community.ts), scoped by merchant. */
export interface ChatReader {
  /** Messages of a merchant's room with an id in the list, oldest first. */
  byIds(merchant: string, room: string, ids: string[]): Promise<ChatItem[]>
  /** Messages of a merchant's room after an id, oldest first, at most `limit`. */
  after(merchant: string, room: string, id: string, limit: number): Promise<ChatItem[]>
  /** The newest message id of a merchant's room ('0' for none). */
  newest(merchant: string, room: string): Promise<string>
}

/** The NOTIFY channel of new chat messages. */
export const chatChannel = 'portal_chat'

/** What a notification carries: merchant, room and message id (a few dozen bytes, far below 8000). */
interface Notice {
  m: string
  r: string
  i: string
}

/** Ids a room remembers having delivered, so that a catch-up and a late notice deliver once. */
const remembered = 256
/** Messages a room reads after a reconnect; an older gap is left to the client's own reload. */
const catchUpLimit = 100

interface Room {
  merchant: string
  room: string
  listeners: Set<Listener>
  /** The newest id delivered or known at subscription: where a catch-up starts ('0': not yet known). */
  last: bigint
  delivered: Set<string>
}

const digits = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,18}$/.test(value)

/** The notice in a payload, or null for anything else (a payload from another writer is input). */
function noticeOf(payload: string | undefined): Notice | null {
  if (!payload || payload.length > 200) return null
  try {
    const notice = JSON.parse(payload) as Partial<Notice>
    return typeof notice.m === 'string' &&
      notice.m.length <= 64 &&
      digits(notice.r) &&
      digits(notice.i)
      ? (notice as Notice)
      : null
  } catch {
    return null
  }
}

/**
 * Delivers new chat messages to the open streams of a merchant's room on every instance: a post
 * sends NOTIFY on `portal_chat` with the merchant, room and message id (PostgreSQL across
 * processes; PGlite within its one process), and each instance with a stream on that room reads
 * the row back, scoped by merchant, and hands it to its listeners. Notices are handled one after
 * another, in the order the database sent them (commit order), and an id is delivered once per
 * room. After the listening connection reconnects (notices sent meanwhile are lost), each room
 * with streams reads what came after the newest id it had, up to 100 messages.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Room>()
  private chain: Promise<void> = Promise.resolve()
  private started: Promise<void> | null = null
  private unlisten: (() => Promise<void>) | null = null

  constructor(
    private readonly db: Db,
    private readonly reader: ChatReader,
  ) {}

  /** Listens for notices (once; later calls wait for the first). A stream awaits it before it subscribes. */
  start(): Promise<void> {
    this.started ??= this.db
      .listen(chatChannel, (payload) => this.enqueue(() => this.heard(payload)))
      .then((stop) => {
        this.unlisten = stop
      })
      .catch((error: unknown) => {
        // A later stream tries again rather than finding a failed start forever.
        this.started = null
        throw error
      })
    return this.started
  }

  /** Stops listening. */
  async stop() {
    await this.started?.catch(() => undefined)
    await this.unlisten?.()
    this.unlisten = null
    this.started = null
  }

  /**
   * Registers a listener of a merchant's room; answers the function that removes it. How many
   * streams may listen is decided before (server/platform/streams.ts).
   */
  subscribe(merchant: string, room: string, listener: Listener): () => void {
    const key = `${merchant}/${room}`
    let entry = this.rooms.get(key)
    if (!entry) {
      const fresh: Room = { merchant, room, listeners: new Set(), last: 0n, delivered: new Set() }
      this.rooms.set(key, (entry = fresh))
      // Where a catch-up would start, read in turn with the notices: a message that commits in
      // between is delivered by its notice all the same (delivery goes by id, not by this mark).
      this.enqueue(async () => {
        if (fresh.last === 0n)
          fresh.last = BigInt(await this.reader.newest(merchant, room).catch(() => '0'))
      })
    }
    const listeners = entry.listeners
    listeners.add(listener)
    let removed = false
    return () => {
      if (removed) return
      removed = true
      listeners.delete(listener)
      if (!listeners.size && this.rooms.get(key)?.listeners === listeners) this.rooms.delete(key)
    }
  }

  /** Tells every instance of a new message of a merchant's room (its streams there read it back). */
  async publish(merchant: string, item: Pick<ChatItem, 'id' | 'room'>) {
    const notice: Notice = { m: merchant, r: item.room, i: item.id }
    await this.db.query('SELECT pg_notify($1, $2)', [chatChannel, JSON.stringify(notice)])
  }

  /** How many streams are open on a merchant's room (tests check that a closed stream is cleaned up). */
  listeners(merchant: string, room: string) {
    return this.rooms.get(`${merchant}/${room}`)?.listeners.size ?? 0
  }

  /** Resolves when every notice heard so far has been handled (tests). */
  async settle() {
    let seen: Promise<void>
    do {
      seen = this.chain
      await seen
    } while (seen !== this.chain)
  }

  private enqueue(work: () => Promise<void>) {
    this.chain = this.chain.then(work).catch(() => undefined)
  }

  /** A notice read back and delivered; no payload (a reconnect): every room catches up. */
  private async heard(payload: string | undefined) {
    if (payload === undefined) {
      for (const room of [...this.rooms.values()]) {
        if (room.last === 0n) continue
        this.deliver(
          room,
          await this.reader.after(room.merchant, room.room, `${room.last}`, catchUpLimit),
        )
      }
      return
    }
    const notice = noticeOf(payload)
    const room = notice && this.rooms.get(`${notice.m}/${notice.r}`)
    if (!notice || !room || room.delivered.has(notice.i)) return
    this.deliver(room, await this.reader.byIds(room.merchant, room.room, [notice.i]))
  }

  private deliver(room: Room, items: ChatItem[]) {
    for (const item of items) {
      if (room.delivered.has(item.id)) continue
      room.delivered.add(item.id)
      if (room.delivered.size > remembered)
        room.delivered.delete(room.delivered.values().next().value as string)
      const id = BigInt(item.id)
      if (id > room.last) room.last = id
      for (const listener of [...room.listeners]) {
        try {
          listener(item)
        } catch {
          // One stream's failure is its own; the others still get the message.
        }
      }
    }
  }
}
