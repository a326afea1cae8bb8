import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { playKeys } from './keys'

/** A page of the betting record: a date range, optional category and vendor ('' for all). */
export type BetsQuery = CallInput<'play.bets'> & { pageNo: number; pageSize: number }

/** One page of bets with totals over the whole range. */
export type BetsPage = CallOutput<'play.bets'>

/** One bet as play.bets answers it (minor units; profit = payout - stake). */
export type Bet = BetsPage['list'][number]

/** Fetches one page of the member's bets. */
export function getBets(q: BetsQuery, signal?: AbortSignal) {
  // An empty filter means all: leave it out rather than send an empty string.
  const query = { ...q, gameType: q.gameType || undefined, vendor: q.vendor || undefined }
  return call('play.bets', query, { signal })
}

/** One page of the given member's bets. */
export const betsQueryOptions = (account: string | null, q: BetsQuery) =>
  queryOptions({
    queryKey: playKeys.bets(account, q),
    queryFn: ({ signal }) => getBets(q, signal),
    placeholderData: keepPreviousData,
  })

/** The betting record page the filters ask for. */
export const useBetsQuery = (account: string | null, q: BetsQuery) =>
  useQuery(betsQueryOptions(account, q))
