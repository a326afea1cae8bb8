import { store, useSnapshot } from '@/lib/store'
import { session, signOut } from '@/state/session.store'
import type { SessionEndReason } from './messages'

/**
 * Why the session ended while the page was open, until the member has read it (or signs in
 * again); null when the member signed out here. The live layer's notice shows it above every
 * screen, the game's too: the game screen itself drops its frame as soon as the token goes.
 */
export const sessionEnd = store<{ reason: SessionEndReason | null }>({ reason: null })

/**
 * The session ended elsewhere (another tab, another device, the operator) or ran out: sign out
 * here without calling logout again, and keep the reason for the notice.
 */
export function endSessionLocally(reason: SessionEndReason) {
  sessionEnd.reason = reason
  if (session.token) signOut()
}

/** The member has read why, or signed in again. */
export function clearSessionEnd() {
  sessionEnd.reason = null
}

/** Why the session ended, in a component. */
export const useSessionEnd = () => useSnapshot(sessionEnd)
