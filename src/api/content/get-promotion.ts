import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { contentKeys, type Viewer } from './keys'

/** One promotion with its terms (operator HTML, sanitized before it renders). */
export type PromotionDetail = CallOutput<'content.promotion'>

/** One promotion; an unknown id answers 404. */
export function getPromotion(id: string, language: string, signal?: AbortSignal) {
  return call('content.promotion', { id, language }, { signal })
}

/** One promotion as the viewer sees it. */
export const promotionQueryOptions = (id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: contentKeys.promotion(id, viewer),
    queryFn: ({ signal }) => getPromotion(id, viewer.language, signal),
  })

/** One promotion for the signed-in member (or visitor) in the chosen language. */
export function usePromotionQuery(id: string) {
  const { account } = useSession()
  const { language } = usePreferences()
  return useQuery(promotionQueryOptions(id, { account, language }))
}
