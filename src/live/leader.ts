import { asLiveMessage, type LiveMessage } from './messages'
import type { Validator } from './validate'

/**
 * The name the tabs of one session share for their lock and channel: the first 128 bits of the
 * token's SHA-256, never the token (lock and channel names are visible to every script and to the
 * browser's tools), or null where WebCrypto is missing (an insecure origin): each tab then keeps a
 * stream of its own.
 */
export async function sessionKey(token: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return null
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token))
  const bytes = Array.from(new Uint8Array(digest).slice(0, 16))
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The lock and the channel of a session's key. */
export const liveName = (key: string) => `live-${key}`

/** How the tabs share a connection. */
export interface ShareOptions {
  key: string | null
  locks: LockManager | undefined
  Channel: typeof BroadcastChannel | undefined
  validate: Validator
  /** This tab leads: open the connection, pass each message to `post`; answer what stops it. */
  lead: (post: (message: LiveMessage) => void) => () => void
  /** This tab waits for the lock: another tab leads, or will. */
  follow: () => void
  /** A message from another tab. */
  receive: (message: LiveMessage) => void
  /** While this tab leads, what it tells a tab that joins: its cursor and its connection's state. */
  greeting: () => LiveMessage[]
}

/** A tab's part in the session's shared connection. */
export interface Shared {
  /** Tells the other tabs. */
  post(message: LiveMessage): void
  /** Stops leading or following: the lock goes to another tab, which opens the connection. */
  close(): void
}

/**
 * One connection per session, shared by its tabs. Each tab asks for the session's Web Lock; the tab
 * that holds it leads: it holds the connection and posts what it learns on the session's
 * BroadcastChannel, and the others only listen. When the leader's tab closes (or signs out) the
 * browser gives the lock to a waiting tab, which opens the connection from the last cursor it heard.
 * Without Web Locks, BroadcastChannel or a key, the tab leads alone.
 */
export function shareConnection(options: ShareOptions): Shared {
  const { key, locks, Channel } = options
  if (key === null || !locks || !Channel) {
    const stop = options.lead(() => undefined)
    return { post: () => undefined, close: stop }
  }
  const channel = new Channel(liveName(key))
  const released = new AbortController()
  // A closed channel throws on postMessage; a late report (a 401 after sign-out) is only local.
  const post = (message: LiveMessage) => {
    if (!released.signal.aborted) channel.postMessage(message)
  }
  let stopLeading: (() => void) | null = null
  channel.onmessage = (event: MessageEvent) => {
    const message = asLiveMessage(event.data, options.validate)
    if (message?.type === 'hello') {
      // A tab that joins late has heard nothing yet: without a cursor, it would open the stream
      // from "now" if it came to lead, and miss what happened in between.
      if (stopLeading) for (const greeting of options.greeting()) post(greeting)
    } else if (message) options.receive(message)
  }
  options.follow()
  post({ type: 'hello' })
  locks
    .request(liveName(key), { signal: released.signal }, () => {
      // Granted as the tab let go (its callback was already queued): it leads no more.
      if (released.signal.aborted) return undefined
      stopLeading = options.lead(post)
      // The lock is held until this tab lets go of it.
      return new Promise<void>((resolve) =>
        released.signal.addEventListener('abort', () => resolve(), { once: true }),
      )
    })
    // Let go of while still waiting: the request is aborted, which is no failure.
    .catch(() => undefined)
  return {
    post,
    close() {
      stopLeading?.()
      released.abort()
      channel.close()
    },
  }
}
