import { useCallback, useEffect, useRef } from 'react'
import type { GameItem } from '@/api/games/get-game-list'
import { getBrand } from '@/state/brand.store'
import { useLaunchGame } from '../launch/use-launch-game'
import { useCardTexts } from './card-texts'
import { imageUrl } from './game-card'
import { useFavouriteToggle } from './use-favourite-toggle'

/**
 * What each game card does and says: launch, the favourite star, the thumbnail's URL and the
 * card's words. All stable across the screen's renders, so that the cards (memoised) do not render
 * again as pages arrive.
 */
export function useCardActions(user: string) {
  const { baseUrl } = getBrand().api
  const { favouriteOf, toggle } = useFavouriteToggle(user)
  const launch = useLaunchGame()
  const launchRef = useRef(launch)
  useEffect(() => {
    launchRef.current = launch
  })
  // A game of the list starts itself, even where its vendor's card lists games (KM, V8: spec §2.6).
  const onLaunch = useCallback(
    (game: GameItem) => void launchRef.current({ ...game, isGame: 'GAME' }),
    [],
  )
  const onToggleFavourite = useCallback(
    (game: GameItem, isFavourite: boolean) => void toggle(game, isFavourite),
    [toggle],
  )
  const imageSrc = useCallback((game: GameItem) => imageUrl(game.thumbnail, baseUrl), [baseUrl])
  const texts = useCardTexts()
  return { favouriteOf, onLaunch, onToggleFavourite, imageSrc, texts }
}
