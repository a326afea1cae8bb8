import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'

/** A downloadable resource of the routers answer (spec §3). */
export interface RouterResource {
  resourceType: string
  url: string
  qrCodeUrl: string
}

/** Query keys of the download page. */
export const downloadKeys = {
  all: ['download'] as const,
  routers: () => [...downloadKeys.all, 'routers'] as const,
}

/** The platform's domain list and downloadable resources (system.routers). */
export function getRouters(signal?: AbortSignal) {
  return call('system.routers', undefined, { signal })
}

export const routersQueryOptions = () =>
  queryOptions({
    queryKey: downloadKeys.routers(),
    queryFn: ({ signal }) => getRouters(signal),
    staleTime: 5 * 60_000,
  })

/** The routers answer. */
export const useRoutersQuery = () => useQuery(routersQueryOptions())
