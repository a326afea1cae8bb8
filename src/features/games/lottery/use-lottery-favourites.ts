import { useCallback, useState } from 'react'
import { readLotteryFavourites, toggleLotteryFavourite } from './lottery-favourites'
import { local } from '@/lib/storage'
import { passLoginCheck } from '@/state/login-check'

/**
 * A member's lottery favourites (spec §3: game ids kept in localStorage per username). Toggling
 * runs the login check of spec §5 first.
 */
export function useLotteryFavourites(username: string) {
  const [stored, setStored] = useState(() => ({
    user: username,
    ids: readLotteryFavourites(local(), username),
  }))
  // Another member signed in: read theirs.
  const ids = stored.user === username ? stored.ids : readLotteryFavourites(local(), username || '')
  if (stored.user !== username) setStored({ user: username, ids })
  const toggle = useCallback(
    (nodeId: string, isFavourite: boolean) => {
      if (!passLoginCheck() || !username) return
      setStored({
        user: username,
        ids: toggleLotteryFavourite(local(), username, nodeId, !isFavourite),
      })
    },
    [username],
  )
  return { ids, toggle }
}
