import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { memberKeys } from './member.keys'

/** The profile labels of spec §3; birthday is yyyy-MM-dd. */
export interface ProfileLabels {
  birthday?: string
  permanentAddress?: string
  currentAddress?: string
  placeOfBirth?: string
  nationality?: string
  occupation?: string
  sourceOfIncome?: string
  telegram?: string
  zalo?: string
}

/** The security centre's details (member.profile). */
export interface MemberProfile {
  nickname: string
  avatar: number
  email: string | null
  mobile: string | null
  language: string
  profile: ProfileLabels
  upline: string | null
  socialLink: { provider: string; linkedTime: string } | null
}

/** Reads the member's profile. */
export const getProfile = (signal?: AbortSignal) => call('member.profile', undefined, { signal })

export const profileQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.profile(), queryFn: ({ signal }) => getProfile(signal) })

export const useProfileQuery = () => useQuery(profileQueryOptions())
