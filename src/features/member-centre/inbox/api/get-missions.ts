import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { ApiError } from '@/api/errors'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** The merchant's missions with the member's progress this period. */
export function getMissions(signal?: AbortSignal) {
  return call('inbox.missions', undefined, { signal })
}

/**
 * The platform's "switched off" answer to the mission calls (403): the page shows a warning instead of
 * an error, and asking again right away would only be refused again.
 */
export const isMissionsUnavailable = (error: unknown) =>
  error instanceof ApiError && error.kind === 'server' && error.details.status === 403

export const missionsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.missions(account),
    queryFn: ({ signal }) => getMissions(signal),
    retry: (count, error) => !isMissionsUnavailable(error) && count < 1,
  })

export function useMissionsQuery() {
  const { account } = useSession()
  return useQuery(missionsQueryOptions(account))
}
