import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { pointsKeys, pointsPageSize } from './keys'

/** A row of the points ledger. */
export type PointsEntry = CallOutput<'points.details'>['list'][number]

/** Reads one page of the member's points ledger. */
export const getPointsDetails = (pageNo: number, signal?: AbortSignal) =>
  call('points.details', { pageNo, pageSize: pointsPageSize }, { signal })

/** One page of the given member's points ledger; the previous page shows while the next loads. */
export const pointsDetailsQueryOptions = (account: string | null, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.details(account, pageNo),
    queryFn: ({ signal }) => getPointsDetails(pageNo, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the given member's points ledger. */
export const usePointsDetailsQuery = (account: string | null, pageNo: number) =>
  useQuery(pointsDetailsQueryOptions(account, pageNo))
