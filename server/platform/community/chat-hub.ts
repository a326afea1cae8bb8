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

/**
 * Delivers new chat messages to the open streams of a room in this process. The reference platform
 * runs one process; several processes behind a balancer would relay through PostgreSQL
 * LISTEN/NOTIFY instead, which PGlite does not offer across processes.
 */
export class ChatHub {
  private readonly rooms = new Map<string, Set<Listener>>()

  /**
   * Registers a listener of a room; answers the function that removes it. How many streams may
   * listen is decided before (server/platform/streams.ts).
   */
  subscribe(room: string, listener: Listener): () => void {
    let listeners = this.rooms.get(room)
    if (!listeners) this.rooms.set(room, (listeners = new Set()))
    listeners.add(listener)
    let removed = false
    return () => {
      if (removed) return
      removed = true
      listeners.delete(listener)
      if (!listeners.size) this.rooms.delete(room)
    }
  }

  /** Hands a new message to every listener of its room. */
  publish(item: ChatItem) {
    for (const listener of this.rooms.get(item.room) ?? []) listener(item)
  }

  /** How many streams are open on a room (tests check that a closed stream is cleaned up). */
  listeners(room: string) {
    return this.rooms.get(room)?.size ?? 0
  }
}
