import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { memberKeys } from './keys'

/** The security centre's details (member.profile). */
export type MemberProfile = CallOutput<'member.profile'>

/** The profile labels of spec §3; birthday is yyyy-MM-dd. */
export type ProfileLabels = MemberProfile['profile']

/** Reads the member's profile. */
export const getProfile = (signal?: AbortSignal) => call('member.profile', undefined, { signal })

/** The member's profile. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.profile(), queryFn: ({ signal }) => getProfile(signal) })

/** The signed-in member's profile. */
export const useProfileQuery = () => useQuery(profileQueryOptions())
