import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBrand } from '@/state/brand.store'
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
    queryFn: ({ signal }) => call('games.vendors', { merchantCode }, { signal }),
    staleTime: 5 * 60_000,
  })

/**
 * A vendor's display name by its code (vassalage), from the brand's vendor cards; the code itself
 * while they load or when no card names it.
 */
export function useVendorName(): (code: string) => string {
  const vendors = useQuery(vendorsQuery(getBrand().merchantCode))
  const names = new Map<string, string>()
  for (const category of vendors.data?.categories ?? [])
    for (const card of category.cards)
      if (card.displayName && !names.has(card.vassalage))
        names.set(card.vassalage, card.displayName)
  return (code) => names.get(code) ?? code
}
