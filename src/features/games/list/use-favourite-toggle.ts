import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { addFavourite } from '@/api/games/add-favourite'
import { removeFavourite } from '@/api/games/remove-favourite'
import { toggleLotteryFavourite } from '../lottery/lottery-favourites'
import { local } from '@/lib/storage'
import { passLoginCheck } from '@/state/login-check'
import { openMessage } from '@/state/modals.store'
import { session } from '@/state/session.store'
import { lotteryTypes } from '../launch/rules'
import { gamesKeys } from '@/api/games/keys'
import type { GameItem } from '@/api/games/get-game-list'

/**
 * The favourite star of spec §4: the login check first, then the add or remove call (lottery games
 * are kept in localStorage per username). The star turns at once and turns back if the call fails.
 */
export function useFavouriteToggle(user: string) {
  const { t } = useLingui()
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
      const next = !isFavourite
      set(game.nodeId, next)
      if (lotteryTypes.has(game.gameType)) {
        toggleLotteryFavourite(local(), session.username ?? '', game.nodeId, next)
        return
      }
      const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }
      try {
        await (next ? addFavourite(payload) : removeFavourite(payload))
        await queryClient.invalidateQueries({ queryKey: gamesKeys.favourites() })
      } catch {
        set(game.nodeId, isFavourite)
        openMessage(
          t({
            id: 'games.favourite.failed',
            message: 'The favourite could not be saved. Please retry.',
          }),
        )
      }
    },
    [queryClient, set, t],
  )
  const favouriteOf = useCallback(
    (game: GameItem) =>
      (turned.user === user ? turned.ids[game.nodeId] : undefined) ?? game.favourite,
    [turned, user],
  )
  return { favouriteOf, toggle }
}
