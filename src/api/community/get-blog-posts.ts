import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** A blog post without its body, as the list shows it. */
export type BlogHead = CallOutput<'community.blogPosts'>['list'][number]

/** Blog pages hold 10 posts. */
export const blogPageSize = 10

/** One page of the blog. */
export function getBlogPosts(pageNo: number, signal?: AbortSignal) {
  return call('community.blogPosts', { pageNo, pageSize: blogPageSize }, { signal })
}

/** One page of the blog in a language. */
export const blogPostsQueryOptions = (language: string, pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.blogPosts(language, pageNo),
    queryFn: ({ signal }) => getBlogPosts(pageNo, signal),
  })

/** One page of the blog in the visitor's language; the last page shows while the next loads. */
export function useBlogPostsQuery(pageNo: number) {
  const { language } = usePreferences()
  return useQuery({ ...blogPostsQueryOptions(language, pageNo), placeholderData: keepPreviousData })
}
