import { queryOptions } from '@tanstack/react-query'
import { call } from './client'

/** The platform's contract switches of the agent centre (spec §3 consolidated); nonzero is on. */
export interface Consolidated {
  dailysalreqtype: number
  divtypereq: number
  contracthoursalreq: number
  realtimesalreqtype: number
}

/** The consolidated switches; they change only when the operator changes them. */
export const consolidatedQueryOptions = queryOptions({
  queryKey: ['system', 'consolidated'],
  queryFn: ({ signal }) => call('system.consolidated', undefined, { signal }),
  staleTime: 60_000,
})
