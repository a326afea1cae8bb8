import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBrand } from '@/state/brand.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** One game category with its vendor cards, in display order. */
export type VendorCategory = CallOutput<'games.vendors'>['categories'][number]

/** A vendor card (spec §3 game vendor card). */
export type VendorCard = VendorCategory['cards'][number]

/** The vendor cards of a merchant, of one category or of all. */
export function getVendors(merchantCode: string, gameType?: string, signal?: AbortSignal) {
  return call('games.vendors', gameType ? { merchantCode, gameType } : { merchantCode }, { signal })
}

/** Every category's vendors of a merchant; they change rarely. */
export const allVendorsQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: gamesKeys.allVendors(merchantCode),
    queryFn: ({ signal }) => getVendors(merchantCode, undefined, signal),
    staleTime: 5 * 60_000,
  })

/** Every category's vendors of the brand's merchant. */
export const useAllVendorsQuery = () => useQuery(allVendorsQueryOptions(getBrand().merchantCode))

/** The vendor cards of one game category (spec §7 game vendor). */
export const vendorsQueryOptions = (gameType: string, merchantCode: string) =>
  queryOptions({
    queryKey: gamesKeys.vendors(gameType, merchantCode),
    queryFn: async ({ signal }): Promise<VendorCard[]> => {
      const answer = await getVendors(merchantCode, gameType, signal)
      return answer.categories.find((c) => c.gameType === gameType)?.cards ?? []
    },
    staleTime: 5 * 60_000,
  })

/**
 * A vendor's display name by its code (vassalage), from the brand's vendor cards; nothing while
 * they load or when no card names it: players never read a raw code (`TCG_SEA`).
 */
export function useVendorName(): (code: string) => string {
  const vendors = useAllVendorsQuery()
  const names = new Map<string, string>()
  for (const category of vendors.data?.categories ?? [])
    for (const card of category.cards)
      if (card.displayName && !names.has(card.vassalage))
        names.set(card.vassalage, card.displayName)
  return (code) => names.get(code) ?? ''
}
