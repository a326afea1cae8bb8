import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** The platform's contract switches of the agent centre (spec §3 consolidated); nonzero is on. */
export type Consolidated = CallOutput<'system.consolidated'>

/** The consolidated switches. */
export function getConsolidated(signal?: AbortSignal) {
  return call('system.consolidated', undefined, { signal })
}

/** The consolidated switches; they change only when the operator changes them. */
export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.consolidated(),
    queryFn: ({ signal }) => getConsolidated(signal),
    staleTime: 60_000,
  })

/** The consolidated switches. */
export const useConsolidatedQuery = () => useQuery(consolidatedQueryOptions())
