import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionEndReason } from './messages'

/** The reasons that come from the member's responsible-gaming choices: the notice links to help. */
export const responsibleReasons: ReadonlySet<SessionEndReason> = new Set([
  'timeOut',
  'selfExclusion',
  'closed',
  'timeLimit',
])

/** The heading of every session-ended notice. */
export const sessionEndedTitle = msg({
  id: 'live.sessionEnded.title',
  message: 'You are signed out',
})

/** Why, in the member's words, for each reason the `session` event gives. */
export const sessionEndMessages: Record<SessionEndReason, MessageDescriptor> = {
  signedOut: msg({
    id: 'live.sessionEnded.signedOut',
    message: 'You were signed out on another tab or device.',
  }),
  password: msg({
    id: 'live.sessionEnded.password',
    message: 'Your password was changed. Please sign in again.',
  }),
  locked: msg({ id: 'live.sessionEnded.locked', message: 'Your account was locked.' }),
  expired: msg({
    id: 'live.sessionEnded.expired',
    message: 'Your session expired. Please sign in again.',
  }),
  // Responsible gaming (issue 46): the member's own break or limit, said as such, never as a fault.
  timeOut: msg({
    id: 'live.sessionEnded.timeOut',
    message: 'Your time-out has started. You can sign in again when it ends.',
  }),
  selfExclusion: msg({
    id: 'live.sessionEnded.selfExclusion',
    message: 'Your self-exclusion has started. You cannot sign in while it lasts.',
  }),
  closed: msg({
    id: 'live.sessionEnded.closed',
    message: 'Your account is closed at your request.',
  }),
  timeLimit: msg({
    id: 'live.sessionEnded.timeLimit',
    message:
      'You have reached your session time limit; it starts again when you next sign in. Take a break before you play again.',
  }),
  ended: msg({
    id: 'live.sessionEnded.ended',
    message: 'Your session has ended. Please sign in again.',
  }),
}
