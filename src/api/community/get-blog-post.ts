import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** A blog post with its HTML body (sanitized before it renders). */
export type BlogPost = CallOutput<'community.blogPost'>

/** One blog post. */
export function getBlogPost(id: string, signal?: AbortSignal) {
  return call('community.blogPost', { id }, { signal })
}

/** One blog post; an unknown id answers 404. */
export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: communityKeys.blogPost(id),
    queryFn: ({ signal }) => getBlogPost(id, signal),
  })
