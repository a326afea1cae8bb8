import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** The platform's menu switches (spec §6). */
export type MenuSwitches = CallOutput<'system.menu'>

/** The menu switches. */
export function getMenu(signal?: AbortSignal) {
  return call('system.menu', undefined, { signal })
}

/** The menu switches; they change rarely, so they stay fresh a minute. */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.menu(),
    queryFn: ({ signal }) => getMenu(signal),
    staleTime: 60_000,
  })

/** The menu switches. */
export const useMenuQuery = () => useQuery(menuQueryOptions())
