import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** System status (spec §4): 0 normal, 1 maintenance, 2 region blocked. */
export type SystemStatus = CallOutput<'system.status'>['status']

/** Whether the site is open. */
export function getStatus(signal?: AbortSignal) {
  return call('system.status', undefined, { signal })
}

/**
 * Read at boot; the site shows only the maintenance or region page while it is not 0. Not
 * retried: the boot must not wait through back-offs for the gate.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => getStatus(signal),
    select: (answer): SystemStatus => answer.status,
    staleTime: 60_000,
    retry: 0,
  })

/** The system status. */
export const useStatusQuery = () => useQuery(statusQueryOptions())
