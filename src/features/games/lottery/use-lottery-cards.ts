import { useCallback, useMemo } from 'react'
import { useAllVendorsQuery } from '@/api/games/get-vendors'
import { useSession } from '@/state/session.store'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { useLaunchGame } from '../launch/use-launch-game'
import { lotteryTarget } from './lottery-lobby'
import type { CardContext } from './lottery-grid'
import { useLotteryFavourites } from './use-lottery-favourites'

/**
 * What the lottery screens' cards share: vendor names from the vendor cards, the URL's game
 * marked, the member's lottery favourites, and the launch of spec §2.6 (login check first).
 */
export function useLotteryCards(
  picked: LotteryGame | null,
): CardContext & { favouriteIds: string[] } {
  const { username } = useSession()
  const vendors = useAllVendorsQuery()
  const favourites = useLotteryFavourites(username ?? '')
  const launch = useLaunchGame()
  const names = useMemo(
    () =>
      new Map(
        (vendors.data?.categories ?? []).flatMap((c) =>
          c.cards.map((card): [string, string] => [card.vassalage, card.displayName]),
        ),
      ),
    [vendors.data],
  )
  const favouriteIds = favourites.ids
  const toggle = favourites.toggle
  return {
    favouriteIds,
    vendorName: useCallback((code: string) => names.get(code) ?? '', [names]),
    isSelected: useCallback(
      (game: LotteryGame) =>
        picked !== null && game.vendor === picked.vendor && game.gameCode === picked.gameCode,
      [picked],
    ),
    isFavourite: useCallback(
      (game: LotteryGame) => favouriteIds.includes(game.nodeId),
      [favouriteIds],
    ),
    onLaunch: useCallback((game: LotteryGame) => void launch(lotteryTarget(game)), [launch]),
    onToggleFavourite: useCallback(
      (game: LotteryGame, isFavourite: boolean) => toggle(game.nodeId, isFavourite),
      [toggle],
    ),
  }
}
