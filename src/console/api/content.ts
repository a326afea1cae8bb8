import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallId, CallInput, CallOutput } from './types.gen'
import { readAgain } from '@/api/after-change'

/** The Content section's areas, as their call ids start. */
export type ContentArea = keyof AreaLists

/** The Content section's query keys, under the merchant's: a change reads its area again. */
export const contentKeys = {
  area: (merchantId: number, area: ContentArea) =>
    [...consoleKeys.merchant(merchantId), 'content', area] as const,
  applications: (merchantId: number, query: CallInput<'promotions.applications'>) =>
    [...contentKeys.area(merchantId, 'promotions'), 'applications', query] as const,
  images: (merchantId: number, applicationId: string) =>
    [...contentKeys.area(merchantId, 'promotions'), 'images', applicationId] as const,
}

/** What each area's list call answers. */
interface AreaLists {
  promotions: CallOutput<'promotions.list'>
  help: CallOutput<'help.list'>
  blog: CallOutput<'blog.list'>
  announcements: CallOutput<'announcements.list'>
  banners: CallOutput<'banners.list'>
  notices: CallOutput<'notices.list'>
}

/** An area's items, with the languages of the merchant's brand. */
export const contentListQueryOptions = <A extends ContentArea>(merchantId: number, area: A) =>
  queryOptions({
    queryKey: contentKeys.area(merchantId, area),
    queryFn: ({ signal }) =>
      consoleCall(`${area}.list`, {}, { merchantId, signal }) as Promise<AreaLists[A]>,
  })

/** One page of a promotion's applications, waiting ones first. */
export const applicationsQueryOptions = (
  merchantId: number,
  query: CallInput<'promotions.applications'>,
) =>
  queryOptions({
    queryKey: contentKeys.applications(merchantId, query),
    queryFn: ({ signal }) => consoleCall('promotions.applications', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/** The images attached to one application, read when the operator opens them. */
export const applicationImagesQueryOptions = (merchantId: number, applicationId: string) =>
  queryOptions({
    queryKey: contentKeys.images(merchantId, applicationId),
    queryFn: ({ signal }) =>
      consoleCall('promotions.applicationImages', { applicationId }, { merchantId, signal }),
  })

/**
 * A change in an area (save, remove, decide): the area and the audit log are read again after it,
 * refused or not, since a refusal is most often someone else's change made meanwhile.
 */
export function useContentMutation<I extends CallId>(merchantId: number, area: ContentArea, id: I) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<I>) => consoleCall(id, input, { merchantId }),
    onSettled: async () => {
      await readAgain(client, { queryKey: contentKeys.area(merchantId, area) })
      await readAgain(client, { queryKey: [...consoleKeys.merchant(merchantId), 'audit'] })
    },
  })
}
