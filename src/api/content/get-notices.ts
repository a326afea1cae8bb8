import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys } from './keys'
import { noticeQuery } from './notice-query'

/** An announcement; content is operator HTML that must be sanitized. */
export type Notice = CallOutput<'content.notices'>['list'][number]

/** The announcements of the ticker and the notice list in a language. */
export async function getNotices(language: string, signal?: AbortSignal): Promise<Notice[]> {
  return (await call('content.notices', { ...noticeQuery, language }, { signal })).list
}

/** The announcements in a language. */
export const noticesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: contentKeys.notices(language),
    queryFn: ({ signal }) => getNotices(language, signal),
    staleTime: 60_000,
  })

/** The announcements in the visitor's language. */
export function useNoticesQuery() {
  const { language } = usePreferences()
  return useQuery(noticesQueryOptions(language))
}
