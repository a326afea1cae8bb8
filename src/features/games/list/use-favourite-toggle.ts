import { useCallback, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { addFavourite } from '@/api/games/add-favourite'
import { removeFavourite } from '@/api/games/remove-favourite'
import { toggleLotteryFavourite } from '../lottery/lottery-favourites'
import { local } from '@/lib/storage'
import { passLoginCheck } from '@/state/login-check'
import { openMessage } from '@/state/modals.store'
import { session } from '@/state/session.store'
import { lotteryTypes } from '../launch/lottery-types'
import { gamesKeys } from '@/api/games/keys'
import type { GameItem } from '@/api/games/get-game-list'
import { readAgain } from '@/api/after-change'

const saveFailed = msg({
  id: 'games.favourite.failed',
  message: 'The favourite could not be saved. Please retry.',
})

/**
 * Saves a star (spec §4): lottery games in localStorage per username, the others by the add or
 * remove call, then the favourites lists are refreshed. Answers whether it was saved; a failure
 * tells the person. A plain function, so that a row of Home can load it on its first press.
 */
export async function saveFavourite(
  game: GameItem,
  next: boolean,
  queryClient: QueryClient,
  i18n: I18n,
): Promise<boolean> {
  if (lotteryTypes.has(game.gameType)) {
    toggleLotteryFavourite(local(), session.username ?? '', game.nodeId, next)
    return true
  }
  const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }
  try {
    await (next ? addFavourite(payload) : removeFavourite(payload))
    await readAgain(queryClient, { queryKey: gamesKeys.favourites() })
    return true
  } catch {
    openMessage(i18n._(saveFailed))
    return false
  }
}

/**
 * The favourite star of spec §4: the login check first, then the add or remove call (lottery games
 * are kept in localStorage per username). The star turns at once and turns back if the call fails.
 */
export function useFavouriteToggle(user: string) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  // Turned stars, per user, so that another member never sees this one's choices.
  const [turned, setTurned] = useState<{ user: string; ids: Record<string, boolean> }>({
    user,
    ids: {},
  })
  const set = useCallback(
    (nodeId: string, value: boolean) =>
      setTurned((current) => ({
        user,
        ids: { ...(current.user === user ? current.ids : {}), [nodeId]: value },
      })),
    [user],
  )
  const toggle = useCallback(
    async (game: GameItem, isFavourite: boolean) => {
      if (!passLoginCheck()) return
      set(game.nodeId, !isFavourite)
      if (!(await saveFavourite(game, !isFavourite, queryClient, i18n)))
        set(game.nodeId, isFavourite)
    },
    [queryClient, set, i18n],
  )
  const favouriteOf = useCallback(
    (game: GameItem) =>
      (turned.user === user ? turned.ids[game.nodeId] : undefined) ?? game.favourite,
    [turned, user],
  )
  return { favouriteOf, toggle }
}
