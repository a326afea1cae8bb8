import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { systemKeys } from './keys'

/** The platform's validation config of the registration fields (spec §3, §5). */
export type RegisterConfig = CallOutput<'system.registerConfig'>

/** The registration fields' configuration. */
export function getRegisterConfig(signal?: AbortSignal) {
  return call('system.registerConfig', undefined, { signal })
}

/** The registration fields' configuration; it changes rarely, so it stays fresh a minute. */
export const registerConfigQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.registerConfig(),
    queryFn: ({ signal }) => getRegisterConfig(signal),
    staleTime: 60_000,
  })

/** The registration fields' configuration. */
export const useRegisterConfigQuery = () => useQuery(registerConfigQueryOptions())
