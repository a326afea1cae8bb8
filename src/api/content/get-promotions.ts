import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys, type Viewer } from './keys'

/** A promotion as content.promotions lists it. */
export type Promotion = CallOutput<'content.promotions'>['list'][number]

/** The activity statuses of spec §4. */
export type PromotionStatus = Promotion['status']

/** What a promotion asks of a member. */
export type PromotionAction = Promotion['action']

/** Every promotion with the categories that exist (tabs filter on the client). */
export function getPromotions(language: string, signal?: AbortSignal) {
  return call('content.promotions', { language }, { signal })
}

/** The promotion list as the viewer sees it; the screen and the avatar's badge share it. */
export const promotionsQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: contentKeys.promotionList(viewer),
    queryFn: ({ signal }) => getPromotions(viewer.language, signal),
  })

/** The promotion list of the signed-in member (or visitor) in the chosen language. */
export function usePromotionsQuery() {
  const { account } = useSession()
  const { language } = usePreferences()
  return useQuery(promotionsQueryOptions({ account, language }))
}
