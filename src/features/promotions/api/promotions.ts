import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'

/** The activity statuses of spec §4. */
export const promotionStatuses = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
  'joined',
] as const
export type PromotionStatus = (typeof promotionStatuses)[number]

/** What a promotion asks of a member. */
export type PromotionAction = 'apply' | 'join' | 'claim' | 'signin' | 'auto'

/** A promotion as content.promotions answers it. */
export interface Promotion {
  id: string
  category: string
  title: string
  summary: string
  image: string
  imageWidth: number
  imageHeight: number
  startAt: string
  endAt: string | null
  applyRequired: boolean
  action: PromotionAction
  bonus: number
  status: PromotionStatus
}

/** One promotion with its terms (operator HTML). */
export interface PromotionDetail extends Promotion {
  content: string
}

/** Who is asking changes the statuses, and the language the texts. */
export interface Viewer {
  account: string | null
  language: string
}

/** Query keys of the promotions area. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (viewer: Viewer) => [...promotionsKeys.all, 'list', viewer] as const,
  detail: (id: string, viewer: Viewer) => [...promotionsKeys.all, 'detail', id, viewer] as const,
}

/** Every promotion with the categories that exist (tabs filter on the client). */
export const promotionsQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: promotionsKeys.list(viewer),
    queryFn: ({ signal }) => call('content.promotions', undefined, { signal }),
  })

/** One promotion; an unknown id answers 404. */
export const promotionQueryOptions = (id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: promotionsKeys.detail(id, viewer),
    queryFn: ({ signal }) => call('content.promotion', { id }, { signal }),
  })

/** Applies with a comment and images as data URLs (content.applyPromotion). */
export const applyPromotion = (body: { id: string; comment: string; images: string[] }) =>
  call('content.applyPromotion', body)

/** Joins, or signs in for the day (content.joinPromotion). */
export const joinPromotion = (id: string) => call('content.joinPromotion', { id })

/** Claims the bonus (content.claimPromotion). */
export const claimPromotion = (id: string) => call('content.claimPromotion', { id })
