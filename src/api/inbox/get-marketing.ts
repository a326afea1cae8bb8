import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** The marketing centre: the member's link and code, share texts and what they brought. */
export type Marketing = CallOutput<'inbox.marketing'>

/** The member's marketing centre, its share texts in the language the call carries. */
export function getMarketing(signal?: AbortSignal) {
  return call('inbox.marketing', undefined, { signal })
}

/**
 * The given member's marketing centre in a language (the share texts are the operator's, by
 * language); a switched-off answer (isSwitchedOff) is a refusal and is not retried.
 */
export const marketingQueryOptions = (account: string | null, language: string) =>
  queryOptions({
    queryKey: inboxKeys.marketing(account, language),
    queryFn: ({ signal }) => getMarketing(signal),
  })

/** The signed-in member's marketing centre in the chosen language. */
export function useMarketingQuery() {
  const { account } = useSession()
  const { language } = usePreferences()
  return useQuery(marketingQueryOptions(account, language))
}
