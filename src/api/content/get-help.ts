import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys } from './keys'

/** A category of the help centre with its articles. */
export type HelpCategory = CallOutput<'content.help'>['categories'][number]

/** One help article; content is operator HTML that must be sanitized before it renders. */
export type HelpArticle = HelpCategory['articles'][number]

/** The help centre in a language. */
export function getHelp(language: string, signal?: AbortSignal) {
  return call('content.help', { language }, { signal })
}

/** The help centre in a language; it changes rarely. */
export const helpQueryOptions = (language: string) =>
  queryOptions({
    queryKey: contentKeys.help(language),
    queryFn: ({ signal }) => getHelp(language, signal),
    staleTime: 5 * 60_000,
  })

/** The help centre in the visitor's language. */
export function useHelpQuery() {
  const { language } = usePreferences()
  return useQuery(helpQueryOptions(language))
}
