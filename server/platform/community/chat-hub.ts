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
  private readonly perAccount = new Map<number, number>()

  /** Open streams an account may hold at once (tabs, reconnects that overlap). */
  static readonly maxStreamsPerAccount = 5

  /** Registers a listener of a room; answers the function that removes it, or null when the account holds too many. */
  subscribe(room: string, accountId: number, listener: Listener): (() => void) | null {
    const open = this.perAccount.get(accountId) ?? 0
    if (open >= ChatHub.maxStreamsPerAccount) return null
    this.perAccount.set(accountId, open + 1)
    let listeners = this.rooms.get(room)
    if (!listeners) this.rooms.set(room, (listeners = new Set()))
    listeners.add(listener)
    let removed = false
    return () => {
      if (removed) return
      removed = true
      listeners.delete(listener)
      if (!listeners.size) this.rooms.delete(room)
      const left = (this.perAccount.get(accountId) ?? 1) - 1
      if (left > 0) this.perAccount.set(accountId, left)
      else this.perAccount.delete(accountId)
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
