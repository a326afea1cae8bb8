import { openModal } from './modals.store'
import { session, type SessionState } from './session.store'

/** What the login check of spec §5 decides before a protected action. */
export type LoginCheck = 'allowed' | 'login' | 'realAccount'

/** The trial account type (spec §4): barred from real-account actions. */
export const trialAccountType = 4

/**
 * Spec §5: before favourites, recent games, a game launch, a real-account action or a centre, no
 * token means the login popup, and a trial account (type 4) means the real-account warning.
 */
export function loginCheck(state: Pick<SessionState, 'token' | 'isAgent'>): LoginCheck {
  if (!state.token) return 'login'
  if (state.isAgent === trialAccountType) return 'realAccount'
  return 'allowed'
}

/** Runs the login check on the current session; opens what it asks for and answers whether to go on. */
export function passLoginCheck(): boolean {
  const result = loginCheck(session)
  if (result === 'login') openModal('login')
  else if (result === 'realAccount') openModal('realAccount')
  return result === 'allowed'
}
