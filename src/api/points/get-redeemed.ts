import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { pointsKeys, pointsPageSize } from './keys'

/** A redeem order. */
export type RedeemOrder = CallOutput<'points.redeemed'>['list'][number]

/** Reads one page of the member's redeem orders. */
export const getRedeemed = (pageNo: number, signal?: AbortSignal) =>
  call('points.redeemed', { pageNo, pageSize: pointsPageSize }, { signal })

/** One page of the given member's redeem orders; the previous page shows while the next loads. */
export const redeemedQueryOptions = (account: string | null, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.redeemed(account, pageNo),
    queryFn: ({ signal }) => getRedeemed(pageNo, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the given member's redeem orders. */
export const useRedeemedQuery = (account: string | null, pageNo: number) =>
  useQuery(redeemedQueryOptions(account, pageNo))
