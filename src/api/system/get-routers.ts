import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** The routers answer: the platform's domain list and downloadable resources (spec §3). */
export type Routers = CallOutput<'system.routers'>

/** A downloadable resource of the routers answer. */
export type RouterResource = Routers['resources'][number]

/** The platform's domain list and downloadable resources. */
export function getRouters(signal?: AbortSignal) {
  return call('system.routers', undefined, { signal })
}

/** The routers answer; it changes rarely. */
export const routersQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.routers(),
    queryFn: ({ signal }) => getRouters(signal),
    staleTime: 5 * 60_000,
  })

/** The routers answer. */
export const useRoutersQuery = () => useQuery(routersQueryOptions())
