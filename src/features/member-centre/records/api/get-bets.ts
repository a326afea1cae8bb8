import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { playKeys } from './play.keys'

/** A page of the betting record: a date range, optional category and vendor. */
export interface BetsQuery {
  startDate: string
  endDate: string
  gameType?: string
  vendor?: string
  pageNo: number
  pageSize: number
}

/** One bet as play.bets answers it (minor units; profit = payout - stake). */
export interface Bet {
  id: string
  vendor: string
  gameCode: string
  gameName: string
  gameType: string
  stake: number
  payout: number
  profit: number
  status: 'open' | 'settled'
  time: string
}

/** One page of bets with totals over the whole range. */
export interface BetsPage {
  list: Bet[]
  totalPages: number
  totals: { count: number; stake: number; payout: number; profit: number }
}

/** Fetches one page of the member's bets. */
export function getBets(q: BetsQuery, signal?: AbortSignal) {
  // An empty filter means all: leave it out rather than send an empty string.
  const query = { ...q, gameType: q.gameType || undefined, vendor: q.vendor || undefined }
  return call('play.bets', query, { signal })
}

export const betsQueryOptions = (account: string | null, q: BetsQuery) =>
  queryOptions({
    queryKey: playKeys.bets(account, q),
    queryFn: ({ signal }) => getBets(q, signal),
    placeholderData: keepPreviousData,
  })

/** The betting record page the filters ask for. */
export const useBetsQuery = (account: string | null, q: BetsQuery) =>
  useQuery(betsQueryOptions(account, q))
