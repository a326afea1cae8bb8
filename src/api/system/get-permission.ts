import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** The permission answer: whitelabel flags, registration, customer service, CDNs, location. */
export type Permission = CallOutput<'system.permission'>

/** The permission answer of this host. */
export function getPermission(signal?: AbortSignal) {
  return call('system.permission', { url: location.hostname }, { signal })
}

/** The permission answer; it changes rarely, so it stays fresh a minute. */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.permission(),
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 60_000,
  })

/** The permission answer. */
export const usePermissionQuery = () => useQuery(permissionQueryOptions())
