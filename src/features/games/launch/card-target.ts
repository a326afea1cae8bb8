import type { VendorCard } from '@/api/games/get-vendors'
import type { LaunchTarget } from './rules'

/** A vendor card as a launch target: its lobby game, or its game list for VASSALAGE (spec §2.6). */
export const cardTarget = (card: VendorCard): LaunchTarget => ({
  gameType: card.gameType,
  vendor: card.vassalage,
  gameCode: card.lobbyCode,
  isGame: card.isGame,
  vassalage: card.vassalage,
  maintenance: card.maintenance,
})
