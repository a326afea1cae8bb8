import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The platform's refusals of the team calls in the reader's language, keyed by the platform's own
 * (English) message; a refusal not listed here is shown as the platform words it.
 */
export const refusalMessages: Record<string, MessageDescriptor> = {
  'This username is already taken': msg({
    id: 'agent.refusal.taken',
    message: 'This username is already taken. Please choose another.',
  }),
  'Insufficient balance': msg({
    id: 'agent.refusal.balance',
    message: 'Your wallet balance is not enough for this transfer.',
  }),
  'Enter your payment password': msg({
    id: 'agent.refusal.passwordMissing',
    message: 'Enter your 6-digit payment password.',
  }),
  'The payment password is wrong': msg({
    id: 'agent.refusal.passwordWrong',
    message: 'The payment password is wrong.',
  }),
  'Transfers go only to your upline or your direct downline': msg({
    id: 'agent.refusal.notDirect',
    message: 'You can only transfer to members directly under you.',
  }),
  'You have reached the limit of 100 invitation links': msg({
    id: 'agent.refusal.linkLimit',
    message: 'You already have 100 invitation links, the most allowed.',
  }),
}

/** The refusal's key: its message, or nothing for an error that is not the platform's refusal. */
export const refusalKey = (error: unknown) => (error instanceof Error ? error.message : '')
