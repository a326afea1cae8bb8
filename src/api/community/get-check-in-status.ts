import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** The daily sign-in task as the platform answers it: today, the streak and the rewards. */
export type CheckInStatus = CallOutput<'community.checkInStatus'>

/** The member's daily check-in task. */
export function getCheckInStatus(signal?: AbortSignal) {
  return call('community.checkInStatus', undefined, { signal })
}

/** The check-in task of the session holding `token`; nothing is asked without one. */
export const checkInStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: communityKeys.checkIn(token),
    queryFn: ({ signal }) => getCheckInStatus(signal),
    enabled: Boolean(token),
  })

/** The check-in task of the session holding `token`. */
export const useCheckInStatusQuery = (token: string | null) =>
  useQuery(checkInStatusQueryOptions(token))
