import type { LiveEvent, LiveEventData } from '@/api/member/get-events'
import type { Validator } from './validate'

/**
 * Why this session ended, as the `session` event says; `ended` when the platform only refused the
 * session (a 401 to a poll or a ticket): the reason stayed with the stream it was not on.
 */
export type SessionEndReason = LiveEventData<'session'>['reason'] | 'ended'

/** Where the live connection stands: the stream is open, being opened, polled instead, or waiting. */
export type ConnectionState = 'connecting' | 'live' | 'polling' | 'offline'

/**
 * What the connection reports, and what the leader tab passes on to the others on the session's
 * BroadcastChannel: every tab handles the same messages, whichever tab holds the connection.
 */
export type LiveMessage =
  /** A change to the account. */
  | { type: 'event'; event: LiveEvent }
  /** The stream's opening position: taken when the tab holds none yet. */
  | { type: 'ready'; cursor: string }
  /** A poll's answer: where to ask after next. */
  | { type: 'position'; cursor: string }
  /** The cursor held was older than the events kept: refresh everything, go on from here. */
  | { type: 'resync'; cursor: string }
  /** The leader's connection state. */
  | { type: 'state'; state: ConnectionState }
  /** The session ended, found by a 401 or by a tab that signed out. */
  | { type: 'ended'; reason: SessionEndReason }
  /** A tab has joined: the leader answers where it stands (leader.ts). */
  | { type: 'hello' }

const states: ReadonlySet<unknown> = new Set(['connecting', 'live', 'polling', 'offline'])
const reasons: ReadonlySet<unknown> = new Set([
  'signedOut',
  'password',
  'locked',
  'expired',
  'timeOut',
  'selfExclusion',
  'closed',
  'timeLimit',
  'ended',
])
const cursorPattern = /^[0-9]+-[0-9]+$/

/**
 * A message from another tab, or null when it is not one. The tabs run the same code, but a
 * message is still checked as the stream's data is (an event against member.events' schema).
 */
export function asLiveMessage(data: unknown, validate: Validator): LiveMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  switch (message.type) {
    case 'event':
      return validate({ cursor: '0-0', resync: false, more: false, events: [message.event] })
        ? { type: 'event', event: message.event as LiveEvent }
        : null
    case 'ready':
    case 'position':
    case 'resync':
      return typeof message.cursor === 'string' && cursorPattern.test(message.cursor)
        ? { type: message.type, cursor: message.cursor }
        : null
    case 'state':
      return states.has(message.state)
        ? { type: 'state', state: message.state as ConnectionState }
        : null
    case 'hello':
      return { type: 'hello' }
    case 'ended':
      return reasons.has(message.reason)
        ? { type: 'ended', reason: message.reason as SessionEndReason }
        : null
    default:
      return null
  }
}
