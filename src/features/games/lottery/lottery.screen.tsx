import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { useRouteEntry } from '@/config/use-route-entry'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { lotteryLobbyQueryOptions } from '@/api/games/get-lottery-lobby'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { pickedGame } from './lottery-lobby'
import { AllGames, FavouriteGames, PopularGames, RecentGames } from './lottery-panels'
import { readPick } from './lottery-pick'
import { LotteryScopes, scopeOf, scopePaths, type LotteryScope } from './lottery-scopes'
import { LotteryTarget } from './lottery-target'
import { useLotteryCards } from './use-lottery-cards'
import * as styles from './lottery.css'

type ListType = 'all' | 'popular' | 'recent' | 'fav'

/** The lobby's games of a scope: every one, or those of the scope's game type. */
const ofScope = (games: readonly LotteryGame[], scope: LotteryScope) =>
  scope === 'all' ? [...games] : games.filter((game) => game.gameType === scope)

/**
 * /lottery (spec §2.1, §2.6): the lottery lobby with popular games by prize mode, the member's
 * recent games and lottery favourites; /elott the same for the e-lottery alone. The URL's game
 * (gameCode, vendor, playType) of any in-house vendor, the Vietnamese one too, starts here in the
 * frame, or stays marked while a visitor signs in.
 */
export function LotteryScreen() {
  const { t } = useLingui()
  const scope = scopeOf(useRouteEntry()?.params)
  const lotteryLobbyLabels = useQueryStateLabels(
    scope === 'ELOTT'
      ? t({ id: 'lottery.elott.empty', message: 'No e-lottery games yet.' })
      : t({ id: 'lottery.lobby.empty', message: 'No lottery games yet.' }),
    {
      loading: t({ id: 'lottery.lobby.loading', message: 'Loading lottery games…' }),
      error: t({
        id: 'lottery.lobby.error',
        message: 'The lottery games could not be loaded.',
      }),
    },
  )
  const { language } = usePreferences()
  const { token } = useSession()
  const navigate = useNavigate()
  const { flags } = useCapabilities()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const { vendor, gameCode, playType } = search
  const pick = useMemo(() => readPick({ vendor, gameCode, playType }), [vendor, gameCode, playType])
  const lobby = useQuery(lotteryLobbyQueryOptions(language))
  const picked = lobby.data ? pickedGame(lobby.data, pick) : null
  const cards = useLotteryCards(picked)
  const [type, setType] = useState<ListType>('all')
  const hasVnScreen = flags.has('area.vnLottery')
  const hasElott = lobby.data?.some((game) => game.gameType === 'ELOTT') ?? false

  const leave = useCallback(
    () => void navigate({ to: scopePaths[scope], search: {} }).catch(() => undefined),
    [navigate, scope],
  )
  const types: [ListType, string, boolean][] = [
    ['all', t({ id: 'lottery.type.all', message: 'All games' }), true],
    ['popular', t({ id: 'lottery.type.popular', message: 'Popular' }), true],
    ['recent', t({ id: 'lottery.type.recent', message: 'Recent' }), Boolean(token)],
    ['fav', t({ id: 'lottery.type.fav', message: 'Favourites' }), Boolean(token)],
  ]
  const shown = types.find(([value, , isShown]) => value === type && isShown)?.[0] ?? 'all'
  return (
    <section className={styles.page} aria-labelledby="lottery-title">
      <div className={styles.head}>
        <h1 id="lottery-title" className={styles.title}>
          {scope === 'ELOTT'
            ? t({ id: 'lottery.elott.title', message: 'E-lottery' })
            : t({ id: 'lottery.title', message: 'Lottery' })}
        </h1>
        {hasVnScreen ? (
          <Link to="/vnlottery" className={styles.headLink} data-testid="lottery-vn-link">
            {t({ id: 'lottery.vn.link', message: 'Vietnamese lottery results' })}
          </Link>
        ) : null}
      </div>
      {hasElott || scope === 'ELOTT' ? <LotteryScopes scope={scope} /> : null}
      <LotteryTarget pick={pick} game={picked} isLobbyPending={lobby.isPending} onLeave={leave} />
      <ul className={styles.types} aria-label={t({ id: 'lottery.types', message: 'Lists' })}>
        {types
          .filter(([, , isShown]) => isShown)
          .map(([value, label]) => (
            <li key={value}>
              <button
                type="button"
                className={styles.type}
                aria-pressed={shown === value}
                onClick={() => setType(value)}
                data-testid={`lottery-type-${value}`}
              >
                {label}
              </button>
            </li>
          ))}
      </ul>
      {shown === 'popular' ? (
        <PopularGames cards={cards} modes={scope === 'ELOTT' ? ['Elott'] : undefined} />
      ) : (
        <QueryState
          query={lobby}
          labels={lotteryLobbyLabels}
          isEmpty={(games) => ofScope(games, scope).length === 0}
          testId="lottery-lobby"
        >
          {(lobbyGames) => {
            const games = ofScope(lobbyGames, scope)
            return shown === 'recent' ? (
              <RecentGames games={games} cards={cards} />
            ) : shown === 'fav' ? (
              <FavouriteGames games={games} cards={cards} ids={cards.favouriteIds} />
            ) : (
              <AllGames games={games} cards={cards} />
            )
          }}
        </QueryState>
      )}
    </section>
  )
}
