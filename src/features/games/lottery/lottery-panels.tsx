import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { loginCheck } from '@/state/login-check'
import { openModal } from '@/state/modals.store'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { popularQueryOptions, prizeModes, type PrizeMode } from '@/api/games/get-popular'
import { lotteryRecentQueryOptions } from '@/api/games/get-recent-games'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { LotteryGrid, type CardContext } from './lottery-grid'
import { byVendor, favouriteLotteryGames, recentLotteryGames } from './lottery-lobby'
import * as styles from './lottery.css'

/** The cards of a list on the first screen: a row of a laptop's grid. */
const firstScreenCards = 4

/** Every lottery game, grouped by vendor. */
export function AllGames(props: { games: LotteryGame[]; cards: CardContext }) {
  return (
    <div className={styles.section} data-testid="lottery-lobby">
      {byVendor(props.games).map(([vendor, games], index) => {
        const name = props.cards.vendorName(vendor)
        return (
          <section key={vendor} className={styles.vendorGroup} aria-label={name || undefined}>
            {/* The title keeps its height while the vendors' names load. */}
            <h3 className={styles.vendorTitle}>{name || '\u00a0'}</h3>
            <LotteryGrid
              games={games}
              cards={props.cards}
              eagerPictures={index === 0 ? firstScreenCards : 0}
            />
          </section>
        )
      })}
    </div>
  )
}

/**
 * Spec §7 popular: 20 games of one prize mode, the brand's lottery type first; `modes` narrows the
 * choice (the e-lottery's page offers its own), and one mode alone needs no chips.
 */
export function PopularGames(props: { cards: CardContext; modes?: readonly PrizeMode[] }) {
  const { t } = useLingui()
  const lotteryPopularLabels = useQueryStateLabels(
    t({ id: 'lottery.popular.empty', message: 'No popular games in this mode yet.' }),
    {
      loading: t({ id: 'lottery.popular.loading', message: 'Loading popular games…' }),
      error: t({
        id: 'lottery.popular.error',
        message: 'The popular games could not be loaded.',
      }),
    },
  )
  const brand = getBrand()
  const { language } = usePreferences()
  const modes = props.modes ?? prizeModes
  const first = modes.find((mode) => mode === brand.lotteryType) ?? modes[0] ?? prizeModes[0]
  const [mode, setMode] = useState<PrizeMode>(first)
  const popular = useQuery(popularQueryOptions(mode, brand.device, language))
  const labels: Record<PrizeMode, string> = {
    Lott: t({ id: 'lottery.mode.Lott', message: 'Classic' }),
    ZY: t({ id: 'lottery.mode.ZY', message: 'Vietnamese' }),
    Elott: t({ id: 'lottery.mode.Elott', message: 'E-lottery' }),
    SEA: t({ id: 'lottery.mode.SEA', message: 'Southeast Asia' }),
  }
  return (
    <div className={styles.section}>
      {modes.length > 1 ? (
        <ul
          className={styles.chips}
          aria-label={t({ id: 'lottery.modes', message: 'Prize modes' })}
        >
          {modes.map((value) => (
            <li key={value}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                data-testid={`lottery-mode-${value}`}
              >
                {labels[value]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <QueryState
        query={popular}
        labels={lotteryPopularLabels}
        isEmpty={(games) => games.length === 0}
        testId="lottery-popular"
      >
        {(games) => (
          <LotteryGrid
            games={games}
            cards={props.cards}
            testId="lottery-popular"
            eagerPictures={firstScreenCards}
          />
        )}
      </QueryState>
    </div>
  )
}

/** The member's recently played lottery games (the login check of spec §5 first). */
export function RecentGames(props: { games: LotteryGame[]; cards: CardContext }) {
  const { t } = useLingui()
  const lotteryRecentLabels = useQueryStateLabels(
    t({ id: 'lottery.recent.empty', message: 'No lottery games played yet.' }),
    {
      loading: t({ id: 'lottery.recent.loading', message: 'Loading your recent games…' }),
      error: t({ id: 'lottery.recent.error', message: 'Your recent games could not be loaded.' }),
      emptyHint: t({
        id: 'lottery.recent.hint',
        message: 'The lottery games you play show here.',
      }),
    },
  )
  const session = useSession()
  const { language } = usePreferences()
  const check = loginCheck(session)
  const recent = useQuery({
    ...lotteryRecentQueryOptions(session.username ?? '', language),
    enabled: check === 'allowed',
  })
  if (check !== 'allowed') return <RealAccountNeeded />
  return (
    <QueryState
      query={recent}
      labels={lotteryRecentLabels}
      isEmpty={(list) => recentLotteryGames(list, props.games).length === 0}
      testId="lottery-recent"
    >
      {(list) => (
        <LotteryGrid
          games={recentLotteryGames(list, props.games)}
          cards={props.cards}
          testId="lottery-recent"
          eagerPictures={firstScreenCards}
        />
      )}
    </QueryState>
  )
}

/** The member's lottery favourites, kept on this device. */
export function FavouriteGames(props: { games: LotteryGame[]; cards: CardContext; ids: string[] }) {
  const { t } = useLingui()
  const session = useSession()
  if (loginCheck(session) !== 'allowed') return <RealAccountNeeded />
  const games = favouriteLotteryGames(props.games, props.ids)
  if (!games.length)
    return (
      <StatusPanel
        title={t({ id: 'lottery.favourites.empty', message: 'No favourites yet.' })}
        message={t({
          id: 'lottery.favourites.hint',
          message: 'Tap the star on a game to keep it here.',
        })}
        testId="lottery-favourites-empty"
      />
    )
  return (
    <LotteryGrid
      games={games}
      cards={props.cards}
      testId="lottery-favourites"
      eagerPictures={firstScreenCards}
    />
  )
}

function RealAccountNeeded() {
  const { t } = useLingui()
  return (
    <StatusPanel
      title={t({ id: 'in_need_true_account', message: 'A real account is needed for this.' })}
      action={
        <button type="button" className={ui.buttonPrimary} onClick={() => openModal('realAccount')}>
          {t({ id: 'game.realAccount.more', message: 'Learn more' })}
        </button>
      }
    />
  )
}
