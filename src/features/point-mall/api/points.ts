import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'

/** Where points come from (points.summary rates). */
export type PointSource = 'DEPOSIT' | 'LIVE' | 'LOTT' | 'ELOTT' | 'PVP' | 'RNG' | 'SPORTS'

/** The member's points and the merchant's programme. */
export interface PointsSummary {
  points: number
  exchangeRatio: number
  pending: number
  convertStep: number
  stakePerPoint: number
  rates: { source: PointSource; perPoint: number }[]
}

/** An item of the mall. */
export interface MallItem {
  id: string
  name: string
  image: string
  quantity: number
  pointsRequired: number
  amountRequired?: number
  status: 'available' | 'soldOut'
}

/** A redeem order. */
export interface RedeemOrder {
  id: string
  itemId: string
  name: string
  quantity: number
  points: number
  amount: number
  status: 'processing' | 'rejected' | 'approved'
  remark: string
  time: string
}

/** A row of the points ledger. */
export interface PointsEntry {
  id: string
  points: number
  amount: number
  type: 'earn' | 'redeem' | 'convert' | 'refund'
  status: 'completed' | 'processing' | 'rejected' | 'approved'
  time: string
  remark: string
  balance: number
}

/** Rows per page of the history and details tables. */
export const pageSize = 10

/** Query keys of the point mall; everything member-bound carries the account. */
export const pointsKeys = {
  all: ['points'] as const,
  summary: (account: string | null) => [...pointsKeys.all, 'summary', account] as const,
  items: () => [...pointsKeys.all, 'items'] as const,
  redeemed: (account: string | null, pageNo: number) =>
    [...pointsKeys.all, 'redeemed', account, pageNo] as const,
  details: (account: string | null, pageNo: number) =>
    [...pointsKeys.all, 'details', account, pageNo] as const,
}

export const summaryQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: pointsKeys.summary(account),
    queryFn: ({ signal }) => call('points.summary', undefined, { signal }),
  })

export const itemsQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.items(),
    queryFn: ({ signal }) => call('points.items', undefined, { signal }),
  })

export const redeemedQueryOptions = (account: string | null, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.redeemed(account, pageNo),
    queryFn: ({ signal }) => call('points.redeemed', { pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  })

export const detailsQueryOptions = (account: string | null, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.details(account, pageNo),
    queryFn: ({ signal }) => call('points.details', { pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  })

/** Redeems an item after the payment-password check. */
export const redeemItem = (body: { itemId: string; quantity: number; password: string }) =>
  call('points.redeem', body)

/** Converts points to wallet money after the payment-password check. */
export const convertPoints = (body: { points: number; password: string }) =>
  call('points.convert', body)
