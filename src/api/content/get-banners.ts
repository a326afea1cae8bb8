import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys } from './keys'

/** A banner of one group, its art in the caller's language. */
export type Banner = CallOutput<'content.banners'>['list'][number]

/** The banners of one group. */
export function getBanners(group: string, signal?: AbortSignal) {
  return call('content.banners', { group }, { signal })
}

/** A group's banners; the key carries the language because the art comes in it. */
export const bannersQueryOptions = (group: string, language: string) =>
  queryOptions({
    queryKey: contentKeys.banners(group, language),
    queryFn: ({ signal }) => getBanners(group, signal),
    select: (data): Banner[] => data.list.filter((banner) => banner.groupName === group),
    staleTime: 5 * 60_000,
  })

/** A group's banners in the visitor's language. */
export function useBannersQuery(group: string) {
  const { language } = usePreferences()
  return useQuery(bannersQueryOptions(group, language))
}
