import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { financeKeys } from './keys'

/** The profit and loss report asked for: a date range and a grouping. */
export type ProfitQuery = CallInput<'finance.profit'>

/** How the profit report buckets its periods. */
export type ProfitGrouping = ProfitQuery['groupBy']

/** The report: periods with activity, per game type, and totals (minor units). */
export type ProfitReport = CallOutput<'finance.profit'>

/** A period's sums: period is yyyy-MM-dd (day, the Monday of a week) or yyyy-MM (month). */
export type ProfitPeriod = ProfitReport['periods'][number]

/** Fetches the member's profit and loss. */
export function getProfit(q: ProfitQuery, signal?: AbortSignal) {
  return call('finance.profit', { ...q }, { signal })
}

/** The given member's profit and loss over a range. */
export const profitQueryOptions = (account: string | null, q: ProfitQuery) =>
  queryOptions({
    queryKey: financeKeys.profit(account, q),
    queryFn: ({ signal }) => getProfit(q, signal),
    placeholderData: keepPreviousData,
  })

/** The profit and loss report of the chosen range and grouping. */
export const useProfitQuery = (account: string | null, q: ProfitQuery) =>
  useQuery(profitQueryOptions(account, q))
