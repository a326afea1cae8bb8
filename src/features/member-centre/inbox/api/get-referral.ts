import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** The member's referral code, invite link, invitees and commission. */
export function getReferral(signal?: AbortSignal) {
  return call('inbox.referral', undefined, { signal })
}

export const referralQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.referral(account),
    queryFn: ({ signal }) => getReferral(signal),
  })

export function useReferralQuery() {
  const { account } = useSession()
  return useQuery(referralQueryOptions(account))
}
