import type { VendorCategory } from '@/api/games/get-vendors'
import type { StageGame } from './game-stage'

/**
 * The game /game starts from its search: the named game, or, for a vendor named alone (the header's
 * cockfighting entry), the game its vendor card starts (lobbyCode) in the card's category. Null
 * when there is nothing to start; the vendor's card is looked up only when no game is named.
 */
export function stageGame(
  search: { vendor: string; gameCode: string; gameType: string },
  categories: readonly VendorCategory[] | undefined,
): StageGame | null {
  const { vendor, gameCode, gameType } = search
  if (!vendor) return null
  if (gameCode) return { vendor, gameCode, gameType: gameType || 'RNG' }
  const card = categories?.flatMap((c) => c.cards).find((c) => c.vassalage === vendor)
  if (!card?.lobbyCode) return null
  return { vendor, gameCode: card.lobbyCode, gameType: gameType || card.gameType }
}
