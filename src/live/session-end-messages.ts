import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionEndReason } from './messages'

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
  ended: msg({
    id: 'live.sessionEnded.ended',
    message: 'Your session has ended. Please sign in again.',
  }),
}
