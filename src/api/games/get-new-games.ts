import { queryOptions } from '@tanstack/react-query'
import { clientType, getGameList, type GameItem } from './get-game-list'
import { gamesKeys } from './keys'

/** The largest page the game list answers. */
const maxPageSize = 100

/** The newest releases of a category (games.list sorted by release day), at most `count` (≤ 100). */
export async function getNewGames(
  gameType: string,
  language: string,
  count: number,
  signal?: AbortSignal,
): Promise<GameItem[]> {
  const pageSize = Math.min(Math.max(1, count), maxPageSize)
  const { games } = await getGameList(
    { clientType, gameType, language, sort: 'new', pageNo: 1, pageSize },
    signal,
  )
  return games.slice(0, count)
}

/** The newest games of a category, for Home; they change rarely. */
export const newGamesQueryOptions = (gameType: string, language: string, count: number) =>
  queryOptions({
    queryKey: gamesKeys.newGames(gameType, language, count),
    queryFn: ({ signal }) => getNewGames(gameType, language, count, signal),
    staleTime: 5 * 60_000,
  })
