import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { financeKeys } from './keys'

/** A page of bonus details over a date range. */
export type BonusQuery = CallInput<'finance.bonus'> & { pageNo: number; pageSize: number }

/** One page of credits with totals per kind over the whole range (minor units). */
export type BonusPage = CallOutput<'finance.bonus'>

/** Kinds of credit the bonus page lists. */
export type BonusKind = BonusPage['list'][number]['kind']

/** Fetches one page of the member's bonus credits. */
export function getBonus(q: BonusQuery, signal?: AbortSignal) {
  return call('finance.bonus', { ...q }, { signal })
}

/** One page of the given member's bonus credits. */
export const bonusQueryOptions = (account: string | null, q: BonusQuery) =>
  queryOptions({
    queryKey: financeKeys.bonus(account, q),
    queryFn: ({ signal }) => getBonus(q, signal),
    placeholderData: keepPreviousData,
  })

/** The bonus details page of the chosen range. */
export const useBonusQuery = (account: string | null, q: BonusQuery) =>
  useQuery(bonusQueryOptions(account, q))
