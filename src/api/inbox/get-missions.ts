import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** A mission with the member's progress this period. */
export type Mission = CallOutput<'inbox.missions'>['list'][number]

/** What a mission measures: bets counted, or minor units staked or deposited. */
export type MissionMetric = Mission['metric']

/** The merchant's missions with the member's progress this period. */
export function getMissions(signal?: AbortSignal) {
  return call('inbox.missions', undefined, { signal })
}

/**
 * The given member's missions; a switched-off answer (isSwitchedOff, a refusal) is not retried,
 * like any refusal.
 */
export const missionsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.missions(account),
    queryFn: ({ signal }) => getMissions(signal),
  })

/** The signed-in member's missions. */
export function useMissionsQuery() {
  const { account } = useSession()
  return useQuery(missionsQueryOptions(account))
}
