import type { VendorCard, VendorCategory } from '@/api/games/get-vendors'

/** Spec §9: the header's drop-down shows at most 6 vendors of a category. */
export const headerVendorLimit = 6

/** The first vendors of the categories of these game types, in display order, each vendor once. */
export function headerVendors(
  categories: readonly VendorCategory[],
  gameTypes: readonly string[],
  limit = headerVendorLimit,
): VendorCard[] {
  const seen = new Set<string>()
  const cards: VendorCard[] = []
  for (const category of categories) {
    if (!gameTypes.includes(category.gameType)) continue
    for (const card of category.cards) {
      if (seen.has(card.vassalage)) continue
      seen.add(card.vassalage)
      cards.push(card)
    }
  }
  return cards.slice(0, limit)
}

export { isSafeImageUrl } from '@/lib/safe-url'
