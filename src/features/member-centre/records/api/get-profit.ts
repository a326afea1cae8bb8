import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** How the profit report buckets its periods. */
export type ProfitGrouping = 'day' | 'week' | 'month'

/** The profit and loss report asked for: a date range and a grouping. */
export interface ProfitQuery {
  startDate: string
  endDate: string
  groupBy: ProfitGrouping
}

/** Sums of a period or of the whole range (minor units; profit = payout - stake). */
export interface ProfitSums {
  stake: number
  payout: number
  profit: number
  deposits: number
  withdrawals: number
  bonus: number
}

/** A period's sums: period is yyyy-MM-dd (day, the Monday of a week) or yyyy-MM (month). */
export interface ProfitPeriod extends ProfitSums {
  period: string
}

/** The report: periods with activity, per game type, and totals. */
export interface ProfitReport {
  periods: ProfitPeriod[]
  gameTypes: { gameType: string; stake: number; payout: number; profit: number }[]
  totals: ProfitSums & { count: number }
}

/** Fetches the member's profit and loss. */
export function getProfit(q: ProfitQuery, signal?: AbortSignal) {
  return call('finance.profit', { ...q }, { signal })
}

export const profitQueryOptions = (account: string | null, q: ProfitQuery) =>
  queryOptions({
    queryKey: financeKeys.profit(account, q),
    queryFn: ({ signal }) => getProfit(q, signal),
    placeholderData: keepPreviousData,
  })

/** The profit and loss report of the chosen range and grouping. */
export const useProfitQuery = (account: string | null, q: ProfitQuery) =>
  useQuery(profitQueryOptions(account, q))
