import type { QueryClient } from '@tanstack/react-query'
import type { LiveEvent } from '@/api/member/get-events'
import { applyCacheActions, cacheActions, catchUpActions, resyncActions } from './apply'
import type { LiveMessage, SessionEndReason } from './messages'
import { toastFor, type EventToast } from './notify'

/** What the hub acts on. */
export interface HubDeps {
  queryClient: QueryClient
  /** The signed-in account, part of the keys of member-bound lists. */
  account: () => string | null
  endSession: (reason: SessionEndReason) => void
  showToast: (toast: EventToast) => void
  onCursor?: (cursor: string) => void
  /**
   * Where the events stood when the page was served (page-cursor.ts), when known: the tab's own
   * connection starts there until it has a cursor of its own (startCursor).
   */
  origin?: string | null
}

/** One tab's handling of live messages, whichever tab's connection they came from. */
export interface Hub {
  /** The last cursor seen: where a connection this tab opens starts. */
  cursor(): string | null
  /** Where a connection this tab opens starts: its cursor, or else where its page was served. */
  startCursor(): string | null
  /** Takes a message; `own` when it comes from this tab's connection, not another tab's. */
  receive(message: LiveMessage, own?: boolean): void
  stop(): void
}

/**
 * A tab that signs out by itself hears its own session's `signedOut` event too, sometimes before
 * its logout call has answered. It gets this long to finish signing out before the event counts as
 * a sign-out from elsewhere, so that nobody is told they were signed out on another tab when they
 * pressed the button here.
 */
export const ownSignOutGraceMs = 2_000

/** Event ids remembered: a new leader's stream repeats what the old one already passed on. */
const seenLimit = 500

/**
 * Keeps the tab's cursor and turns each message into its effects: cache actions, a toast, the end
 * of the session. An event seen before (a new leader replays from the last cursor, a trial stream
 * overlaps the last poll) has no effect the second time.
 */
export function createHub(deps: HubDeps): Hub {
  let cursor: string | null = null
  let graceTimer: ReturnType<typeof setTimeout> | undefined
  const seen = new Set<string>()
  const moveTo = (next: string) => {
    cursor = next
    deps.onCursor?.(next)
  }

  function take(event: LiveEvent) {
    // A session's end counts however often it comes: the stream that ends on it may repeat the
    // last id (an end without one of its own keeps EventSource's previous lastEventId).
    if (seen.has(event.id) && event.kind !== 'session') return
    seen.add(event.id)
    if (seen.size > seenLimit) seen.delete(seen.values().next().value!)
    moveTo(event.id)
    applyCacheActions(deps.queryClient, cacheActions(event, deps.account()))
    const toast = toastFor(event)
    if (toast) deps.showToast(toast)
    if (event.kind !== 'session') return
    const { reason } = event.data
    if (reason !== 'signedOut') return deps.endSession(reason)
    clearTimeout(graceTimer)
    graceTimer = setTimeout(() => deps.endSession(reason), ownSignOutGraceMs)
  }

  return {
    cursor: () => cursor,
    startCursor: () => cursor ?? deps.origin ?? null,
    receive(message, own = false) {
      switch (message.type) {
        case 'event':
          return take(message.event)
        case 'ready':
        case 'position':
          // A tab that starts to listen catches up on what changed since it loaded: its own
          // connection, opened from where the page was served, has replayed it already; otherwise
          // (another tab's stream, no page cursor) the answers are asked for again. With `after`
          // a stream goes on from the tab's cursor, and its ready changes nothing.
          if (cursor === null && !(own && deps.origin))
            applyCacheActions(deps.queryClient, catchUpActions(deps.account()))
          if (cursor === null || message.type === 'position') moveTo(message.cursor)
          return
        case 'resync':
          moveTo(message.cursor)
          return applyCacheActions(deps.queryClient, resyncActions())
        case 'ended':
          return deps.endSession(message.reason)
        case 'state':
        case 'hello':
          return
      }
    },
    stop: () => clearTimeout(graceTimer),
  }
}
