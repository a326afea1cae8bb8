import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { GameItem } from '@/api/games/get-game-list'
import { getBrand } from '@/state/brand.store'
import { useLaunchGame } from '../launch/use-launch-game'
import { imageUrl, type CardTexts } from './game-card'
import { useFavouriteToggle } from './use-favourite-toggle'

/**
 * What each game card does and says: launch, the favourite star, the thumbnail's URL and the
 * card's words. All stable across the screen's renders, so that the cards (memoised) do not render
 * again as pages arrive.
 */
export function useCardActions(user: string) {
  const { t } = useLingui()
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
  const texts: CardTexts = useMemo(
    () => ({
      hot: t({ id: 'games.hot.marker', message: 'Hot' }),
      maintenance: t({ id: 'games.maintenance.short', message: 'Maintenance' }),
      addFavourite: (name) =>
        t({ id: 'games.favourite.add', message: `Add ${name} to favourites` }),
      removeFavourite: (name) =>
        t({ id: 'games.favourite.remove', message: `Remove ${name} from favourites` }),
    }),
    [t],
  )
  return { favouriteOf, onLaunch, onToggleFavourite, imageSrc, texts }
}
