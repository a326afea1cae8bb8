import { queryOptions } from '@tanstack/react-query'
import { call } from './client'

/** A vendor card of games.vendors (spec §3 game vendor card). */
export interface VendorCard {
  vassalage: string
  displayName: string
  smallIcon: string
  isHot: 0 | 1
  accountTypeId: number
  gameType: string
  isGame: 'GAME' | 'VASSALAGE'
  lobbyCode: string | null
  maintenance: boolean
}

/** One game category with its vendor cards, in display order. */
export interface VendorCategory {
  gameType: string
  title: string
  cards: VendorCard[]
}

/** Every category's vendors of the brand's merchant; they change rarely. */
export const vendorsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'vendors', { merchantCode }] as const,
    queryFn: ({ signal }) =>
      call<{ categories: VendorCategory[] }>('games.vendors', {
        query: { merchantCode },
        signal,
      }),
    staleTime: 5 * 60_000,
  })
