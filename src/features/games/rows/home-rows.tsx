import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
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
 * Home's row of the member's recently played games (members only). A member who has played
 * nothing yet sees the newest slots in its place, to start with: the row keeps its height (nothing
 * under it moves as it answers) and the first screen still shows games.
 */
export function RecentGamesRow() {
  const { t } = useLingui()
  const { user, language } = useViewer()
  const recent = useQuery(recentGamesQueryOptions(user, language, rowSize))
  const noneYet = recent.isSuccess && recent.data.length === 0
  const suggested = useQuery({
    ...newGamesQueryOptions('RNG', language, rowSize),
    enabled: noneYet,
  })
  const copy = {
    title: t({ id: 'home.row.recent', message: 'Recently played' }),
    note: noneYet
      ? t({
          id: 'home.row.recent.suggest',
          message: 'Nothing played yet. New slots to start with:',
        })
      : undefined,
    labels: useRowLabels(
      t({ id: 'home.row.recent.empty', message: 'No games played yet.' }),
      t({ id: 'home.row.recent.hint', message: 'The games you play show here.' }),
    ),
  }
  return <GameRow id="recentGames" copy={copy} query={noneYet ? suggested : recent} user={user} />
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
