import type { ConnectionState } from './messages'

/** What a tab is to the session's stream: the leader's connection state, or a follower of another tab. */
export type LiveRole = ConnectionState | 'follower'

/**
 * Attributes of the root element that say how live state stands in this tab, for end-to-end tests
 * and for whoever debugs a report: `data-live-state` (the role above), `data-live-leader` (on a
 * follower, the leader's state) and `data-live-cursor` (the last cursor seen). Gone when signed out.
 */
const attributes = {
  state: 'data-live-state',
  leader: 'data-live-leader',
  cursor: 'data-live-cursor',
} as const

function show(name: string, value: string | null) {
  if (typeof document === 'undefined') return
  if (value === null) document.documentElement.removeAttribute(name)
  else document.documentElement.setAttribute(name, value)
}

/** This tab's role and, when it leads, its connection's state. */
export const showLiveState = (role: LiveRole | null) => {
  show(attributes.state, role)
  if (role !== 'follower') show(attributes.leader, null)
}

/** The leader tab's connection state, as a follower last heard it. */
export const showLeaderState = (state: ConnectionState | null) => show(attributes.leader, state)

/** The last cursor this tab has seen. */
export const showLiveCursor = (cursor: string | null) => show(attributes.cursor, cursor)
