import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** One entry of the winners list; the platform masks the player. */
export type CommunityWinner = CallOutput<'community.winners'>['list'][number]

/** Winners pages hold 14 entries (spec §9 default page size for lists). */
export const winnersPageSize = 14

/** One page of every category's winners. */
export function getWinners(pageNo: number, signal?: AbortSignal) {
  return call(
    'community.winners',
    { pageNo, pageSize: winnersPageSize, gameCategory: 'ALL' },
    { signal },
  )
}

/** One page of winners. */
export const winnersQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: communityKeys.winners(pageNo),
    queryFn: ({ signal }) => getWinners(pageNo, signal),
  })

/** One page of winners; the last page shows while the next loads. */
export const useWinnersQuery = (pageNo: number) =>
  useQuery({ ...winnersQueryOptions(pageNo), placeholderData: keepPreviousData })
