import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CardTexts } from './game-card'

/** The words of a game card in the reader's language, stable across renders. */
export function useCardTexts(): CardTexts {
  const { t } = useLingui()
  return useMemo(
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
}
