import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** The member's referral programme: code, link, invitees and commission. */
export type Referral = CallOutput<'inbox.referral'>

/** The member's referral code, invite link, invitees and commission. */
export function getReferral(signal?: AbortSignal) {
  return call('inbox.referral', undefined, { signal })
}

/** The given member's referral programme. */
export const referralQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.referral(account),
    queryFn: ({ signal }) => getReferral(signal),
  })

/** The signed-in member's referral programme. */
export function useReferralQuery() {
  const { account } = useSession()
  return useQuery(referralQueryOptions(account))
}
