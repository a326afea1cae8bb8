import { useCallback, useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { lotteryLobbyQueryOptions } from '@/api/games/get-lottery-lobby'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { lotteryPath } from '../launch/rules'
import { pickedGame } from './lottery-lobby'
import { AllGames, FavouriteGames, PopularGames, RecentGames } from './lottery-panels'
import { readPick } from './lottery-pick'
import { LotteryTarget } from './lottery-target'
import { useLotteryCards } from './use-lottery-cards'
import * as styles from './lottery.css'

type ListType = 'all' | 'popular' | 'recent' | 'fav'

/**
 * /lottery (spec §2.1, §2.6): the lottery lobby with popular games by prize mode, the member's
 * recent games and lottery favourites. The URL's game (gameCode, vendor, playType) starts here in
 * the frame, or stays marked while a visitor signs in; the Vietnamese vendor has /vnlottery.
 */
export function LotteryScreen() {
  const { t } = useLingui()
  const lotteryLobbyLabels = useQueryStateLabels(
    t({ id: 'lottery.lobby.empty', message: 'No lottery games yet.' }),
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
  const isVnPick = pick.vendor !== undefined && lotteryPath(pick.vendor) === '/vnlottery'

  // The Vietnamese vendor's games start on their own screen (spec §2.6).
  useEffect(() => {
    if (isVnPick && hasVnScreen)
      void navigate({ to: '/vnlottery', search: pick, replace: true }).catch(() => undefined)
  }, [isVnPick, hasVnScreen, navigate, pick])

  const leave = useCallback(
    () => void navigate({ to: '/lottery', search: {} }).catch(() => undefined),
    [navigate],
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
          {t({ id: 'lottery.title', message: 'Lottery' })}
        </h1>
        {hasVnScreen ? (
          <Link to="/vnlottery" className={styles.headLink} data-testid="lottery-vn-link">
            {t({ id: 'lottery.vn.link', message: 'Vietnamese lottery results' })}
          </Link>
        ) : null}
      </div>
      {isVnPick && hasVnScreen ? null : (
        <LotteryTarget pick={pick} game={picked} isLobbyPending={lobby.isPending} onLeave={leave} />
      )}
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
        <PopularGames cards={cards} />
      ) : (
        <QueryState
          query={lobby}
          labels={lotteryLobbyLabels}
          isEmpty={(games) => games.length === 0}
          testId="lottery-lobby"
        >
          {(games) =>
            shown === 'recent' ? (
              <RecentGames games={games} cards={cards} />
            ) : shown === 'fav' ? (
              <FavouriteGames games={games} cards={cards} ids={cards.favouriteIds} />
            ) : (
              <AllGames games={games} cards={cards} />
            )
          }
        </QueryState>
      )}
    </section>
  )
}
