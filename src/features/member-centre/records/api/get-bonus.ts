import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** A page of bonus details over a date range. */
export interface BonusQuery {
  startDate: string
  endDate: string
  pageNo: number
  pageSize: number
}

/** Kinds of credit the bonus page lists. */
export type BonusKind = 'bonus' | 'rebate' | 'reward' | 'promotion'

/** One page of credits with totals per kind over the whole range (minor units). */
export interface BonusPage {
  list: { id: string; kind: BonusKind; amount: number; time: string }[]
  totalPages: number
  totals: Record<BonusKind | 'count' | 'total', number>
}

/** Fetches one page of the member's bonus credits. */
export function getBonus(q: BonusQuery, signal?: AbortSignal) {
  return call('finance.bonus', { ...q }, { signal })
}

export const bonusQueryOptions = (account: string | null, q: BonusQuery) =>
  queryOptions({
    queryKey: financeKeys.bonus(account, q),
    queryFn: ({ signal }) => getBonus(q, signal),
    placeholderData: keepPreviousData,
  })

/** The bonus details page of the chosen range. */
export const useBonusQuery = (account: string | null, q: BonusQuery) =>
  useQuery(bonusQueryOptions(account, q))
