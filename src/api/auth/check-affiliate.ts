import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import { authKeys } from './keys'

/** Whether the platform accepts an affiliate (invitation) code on this host. */
export function checkAffiliate(code: string, signal?: AbortSignal) {
  return call('auth.affiliateCheck', { code, domain: location.hostname }, { signal })
}

/** A code's check; the answer does not change while the page is open. */
export const affiliateCheckQueryOptions = (code: string) =>
  queryOptions({
    queryKey: authKeys.affiliateCheck(code),
    queryFn: ({ signal }) => checkAffiliate(code, signal),
    staleTime: Infinity,
  })

/** A code's check; nothing is asked for an empty code. */
export const useAffiliateCheckQuery = (code: string) =>
  useQuery({ ...affiliateCheckQueryOptions(code), enabled: code !== '' })
