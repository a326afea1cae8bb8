import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { GameItem } from '@/api/games/get-game-list'
import { favouriteGamesQueryOptions } from '@/api/games/get-favourite-games'
import { allHotGamesQueryOptions, hotQuery } from '@/api/games/get-hot-games'
import { newGamesQueryOptions } from '@/api/games/get-new-games'
import { recentGamesQueryOptions } from '@/api/games/get-recent-games'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import type { QueryStateLabels } from '@/ui/query-state'
import { lotteryTypes } from '../launch/lottery-types'
import { GameRow } from './game-row'

/** How many games a row of Home holds. */
export const rowSize = 12

/** The row's texts in the reader's language: loading, error, retry and its own empty line. */
function useRowLabels(empty: string, emptyHint?: string): QueryStateLabels {
  const { t } = useLingui()
  return {
    loading: t({ id: 'home.row.loading', message: 'Loading games…' }),
    error: t({ id: 'home.row.error', message: 'These games did not load.' }),
    retry: t({ id: 'games.retry', message: 'Retry' }),
    empty,
    emptyHint,
    reason: () => undefined,
  }
}

/** Who is looking: the member's username ('' for a visitor) and the language. */
function useViewer() {
  const { username } = useSession()
  const { language } = usePreferences()
  return { user: username ?? '', language }
}

/** Home's row of the platform's hot games, of every category. */
export function HotGamesRow() {
  const { t } = useLingui()
  const { user, language } = useViewer()
  const merchant = getBrand().merchantCode
  const query = useQuery({
    ...allHotGamesQueryOptions(hotQuery({ merchant, language }), user),
    // Lottery games have their own section (lotteryDraws) and keep their stars on the device.
    select: (games) => games.filter((g) => !lotteryTypes.has(g.gameType)).slice(0, rowSize),
  })
  const copy = {
    title: t({ id: 'home.row.hot', message: 'Hot games' }),
    more: { label: t({ id: 'home.row.more', message: 'See all' }), to: '/rng' },
    labels: useRowLabels(t({ id: 'home.row.hot.empty', message: 'No hot games right now.' })),
  }
  return <GameRow id="hotGames" copy={copy} query={query} user={user} isHot />
}

/** Home's row of the slots the catalogue added last. */
export function NewGamesRow() {
  const { t } = useLingui()
  const { user, language } = useViewer()
  const query = useQuery(newGamesQueryOptions('RNG', language, rowSize))
  const copy = {
    title: t({ id: 'home.row.new', message: 'New games' }),
    more: { label: t({ id: 'home.row.more', message: 'See all' }), to: '/rng' },
    labels: useRowLabels(t({ id: 'home.row.new.empty', message: 'No new games yet.' })),
  }
  return <GameRow id="newGames" copy={copy} query={query} user={user} />
}

/**
 * Home's row of the member's recently played games (members only), newest first. While the member
 * has played fewer games than the row holds, the newest slots they have not played follow theirs,
 * and the row's note says so: a new member's row, and the first screen, still show games (on a
 * laptop one played game and the top of the next row were all the first screen had). The row keeps
 * its height as it answers: nothing under it moves.
 */
export function RecentGamesRow() {
  const { t } = useLingui()
  const { user, language } = useViewer()
  const recent = useQuery(recentGamesQueryOptions(user, language, rowSize))
  const played = recent.data ?? []
  const filling = recent.isSuccess && played.length < rowSize
  const suggested = useQuery({
    ...newGamesQueryOptions('RNG', language, rowSize),
    enabled: filling,
  })
  // Some played: those show at once, and the suggestions join them when they come (a failed
  // suggestion is left out, not shown as the row's error). None played: the suggestions are the
  // row, their loading and failure its own.
  const shown = filling && played.length ? withSuggestions(played, suggested.data) : undefined
  const query = shown
    ? { isPending: false, isError: false, error: null, data: shown, refetch: recent.refetch }
    : filling
      ? suggested
      : recent
  const copy = {
    title: t({ id: 'home.row.recent', message: 'Recently played' }),
    note: !filling
      ? undefined
      : !shown
        ? t({
            id: 'home.row.recent.suggest',
            message: 'Nothing played yet. New slots to start with:',
          })
        : shown.length > played.length
          ? t({ id: 'home.row.recent.then', message: 'Your games, then new slots to try' })
          : undefined,
    labels: useRowLabels(
      t({ id: 'home.row.recent.empty', message: 'No games played yet.' }),
      t({ id: 'home.row.recent.hint', message: 'The games you play show here.' }),
    ),
  }
  return <GameRow id="recentGames" copy={copy} query={query} user={user} />
}

/** The games played, then the suggested ones not among them, up to a row's size. */
export function withSuggestions(played: GameItem[], suggested: GameItem[] = []): GameItem[] {
  const seen = new Set(played.map((game) => game.nodeId))
  return [...played, ...suggested.filter((game) => !seen.has(game.nodeId))].slice(0, rowSize)
}

/** Home's row of the member's starred games (members only). */
export function FavouriteGamesRow() {
  const { t } = useLingui()
  const { user, language } = useViewer()
  const query = useQuery(favouriteGamesQueryOptions(user, language, rowSize))
  const copy = {
    title: t({ id: 'home.row.favourites', message: 'Your favourites' }),
    labels: useRowLabels(
      t({ id: 'home.row.favourites.empty', message: 'No favourites yet.' }),
      t({ id: 'home.row.favourites.hint', message: 'Tap the star on a game to keep it here.' }),
    ),
  }
  return <GameRow id="favouriteGames" copy={copy} query={query} user={user} />
}
