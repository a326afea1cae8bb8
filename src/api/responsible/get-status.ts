import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { responsibleKeys } from './keys'

/** The member's limits, reality check, exclusion and this session, as responsible.status answers. */
export type ResponsibleStatus = CallOutput<'responsible.status'>

/** One limit with what its period has used and any change waiting out the cooling-off. */
export type Limit = ResponsibleStatus['limits'][number]

/** Reads the member's responsible-gaming state. */
export const getResponsibleStatus = (signal?: AbortSignal) =>
  call('responsible.status', undefined, { signal })

/**
 * The state; `used` and the session's figures move with every bet, so it is asked again whenever a
 * screen shows it rather than kept fresh for a while.
 */
export const responsibleStatusQueryOptions = () =>
  queryOptions({
    queryKey: responsibleKeys.status(),
    queryFn: ({ signal }) => getResponsibleStatus(signal),
    staleTime: 0,
  })

/** The signed-in member's responsible-gaming state. */
export const useResponsibleStatusQuery = (enabled = true) =>
  useQuery({ ...responsibleStatusQueryOptions(), enabled })
