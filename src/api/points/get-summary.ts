import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { pointsKeys } from './keys'

/** The member's points and the merchant's programme. */
export type PointsSummary = CallOutput<'points.summary'>

/** Where points come from (points.summary rates). */
export type PointSource = PointsSummary['rates'][number]['source']

/** Reads the member's points and the merchant's programme. */
export const getPointsSummary = (signal?: AbortSignal) =>
  call('points.summary', undefined, { signal })

/** The given member's points summary. */
export const pointsSummaryQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: pointsKeys.summary(account),
    queryFn: ({ signal }) => getPointsSummary(signal),
  })

/** The given member's points summary. */
export const usePointsSummaryQuery = (account: string | null) =>
  useQuery(pointsSummaryQueryOptions(account))
