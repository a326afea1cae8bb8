import { readKey, writeKey } from '@/lib/storage'

/** The localStorage key that holds lottery favourites: `{ [username]: gameId[] }`. */
export const lotteryFavouritesKey = 'lotteryFavourites'

type Stored = Record<string, string[]>

function readAll(storage: Storage | undefined): Stored {
  try {
    const parsed: unknown = JSON.parse(readKey(storage, lotteryFavouritesKey) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    const out: Stored = {}
    for (const [user, ids] of Object.entries(parsed))
      if (Array.isArray(ids)) out[user] = ids.filter((id): id is string => typeof id === 'string')
    return out
  } catch {
    return {}
  }
}

/** A member's lottery favourites (spec §3: kept in local storage per username as game ids). */
export function readLotteryFavourites(storage: Storage | undefined, username: string): string[] {
  return readAll(storage)[username] ?? []
}

/** Adds or removes one game id from a member's lottery favourites; answers the new list. */
export function toggleLotteryFavourite(
  storage: Storage | undefined,
  username: string,
  gameId: string,
  isFavourite: boolean,
): string[] {
  const all = readAll(storage)
  const current = all[username] ?? []
  const next = isFavourite
    ? current.includes(gameId)
      ? current
      : [...current, gameId]
    : current.filter((id) => id !== gameId)
  all[username] = next
  writeKey(storage, lotteryFavouritesKey, JSON.stringify(all))
  return next
}
