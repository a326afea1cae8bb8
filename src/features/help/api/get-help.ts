import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { usePreferences } from '@/state/preferences.store'
import { helpKeys } from './help.keys'

/** One help article; content is operator HTML that must be sanitized before it renders. */
export interface HelpArticle {
  id: string
  title: string
  content: string
}

/** A category of the help centre with its articles. */
export interface HelpCategory {
  id: string
  title: string
  articles: HelpArticle[]
}

/** The help centre in a language (content.help). */
export function getHelp(language: string, signal?: AbortSignal) {
  return call('content.help', { language }, { signal })
}

export const helpQueryOptions = (language: string) =>
  queryOptions({
    queryKey: helpKeys.articles(language),
    queryFn: ({ signal }) => getHelp(language, signal),
    staleTime: 5 * 60_000,
  })

/** The help centre in the visitor's language. */
export function useHelpQuery() {
  const { language } = usePreferences()
  return useQuery(helpQueryOptions(language))
}
