import { useMutation } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'

/** A time-out's length. */
export type TimeOutPeriod = CallInput<'responsible.timeOut'>['period']

/** A self-exclusion's length. */
export type SelfExclusionPeriod = CallInput<'responsible.selfExclude'>['period']

/** What the member asks for: a break, an exclusion or the account's closure, with the password. */
export type Exclusion =
  | { kind: 'timeOut'; period: TimeOutPeriod; password: string }
  | { kind: 'selfExclusion'; period: SelfExclusionPeriod; password: string }
  | { kind: 'closed'; password: string }

/**
 * Asks for a time-out, a self-exclusion or the closure (the password goes sealed, as the catalogue
 * says). The platform ends every session of the account, this one included: the live `session`
 * event brings the notice, so nothing is invalidated here.
 */
export function exclude(request: Exclusion) {
  const { password } = request
  if (request.kind === 'timeOut')
    return write('responsible.timeOut', { period: request.period, password })
  if (request.kind === 'selfExclusion')
    return write('responsible.selfExclude', { period: request.period, password })
  return write('responsible.closeAccount', { password })
}

/** Sends the exclusion. */
export const useExcludeMutation = () => useMutation({ mutationFn: exclude })
