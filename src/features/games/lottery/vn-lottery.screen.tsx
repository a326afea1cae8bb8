import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { usePreferences } from '@/state/preferences.store'
import * as ui from '@/ui/ui.css'
import { lotteryLobbyQueryOptions } from '@/api/games/get-lottery-lobby'
import { vnMenusQueryOptions, type VnRegion } from '@/api/games/get-vn-menus'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { vnLotteryVendor } from '../launch/rules'
import { useLaunchGame } from '../launch/use-launch-game'
import { LotteryGrid } from './lottery-grid'
import { pickedGame } from './lottery-lobby'
import { readPick } from './lottery-pick'
import { LotteryTarget } from './lottery-target'
import { useLotteryCards } from './use-lottery-cards'
import * as lottery from './lottery.css'
import { useVnLabels } from './vn-labels'
import { VnNumbers } from './vn-numbers'
import { VnResults } from './vn-results'
import * as styles from './vn-lottery.css'

/**
 * /vnlottery: the Vietnamese lottery (spec §2.1, §7): its games, the regions of the VN menu with
 * their draw time, each region's latest opened numbers by province, and the numbers list (count
 * 100). The URL's game starts here as on /lottery.
 */
export function VnLotteryScreen() {
  const { t } = useLingui()
  const vnMenusLabels = useQueryStateLabels(
    t({ id: 'lottery.menus.empty', message: 'No regions to show yet.' }),
    {
      loading: t({ id: 'lottery.menus.loading', message: 'Loading the regions…' }),
      error: t({ id: 'lottery.menus.error', message: 'The regions could not be loaded.' }),
    },
  )
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
  const navigate = useNavigate()
  const labels = useVnLabels()
  const launch = useLaunchGame()
  const { flags } = useCapabilities()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const { vendor, gameCode, playType } = search
  const pick = useMemo(() => readPick({ vendor, gameCode, playType }), [vendor, gameCode, playType])
  const lobby = useQuery(lotteryLobbyQueryOptions(language))
  const picked = lobby.data ? pickedGame(lobby.data, pick) : null
  const cards = useLotteryCards(picked)
  const menus = useQuery(vnMenusQueryOptions(language))
  const [region, setRegion] = useState<VnRegion | null>(null)
  const leave = useCallback(
    () => void navigate({ to: '/vnlottery', search: {} }).catch(() => undefined),
    [navigate],
  )
  return (
    <section className={lottery.page} aria-labelledby="vn-title">
      <div className={lottery.head}>
        <h1 id="vn-title" className={lottery.title}>
          {t({ id: 'lottery.vn.title', message: 'Vietnamese lottery' })}
        </h1>
        {flags.has('area.lottery') ? (
          <Link to="/lottery" className={lottery.headLink}>
            {t({ id: 'lottery.vn.all', message: 'All lottery games' })}
          </Link>
        ) : null}
      </div>
      <LotteryTarget pick={pick} game={picked} isLobbyPending={lobby.isPending} onLeave={leave} />
      <section className={lottery.section} aria-labelledby="vn-games">
        <h2 id="vn-games" className={lottery.sectionTitle}>
          {t({ id: 'lottery.vn.games', message: 'Play' })}
        </h2>
        <QueryState
          query={lobby}
          labels={lotteryLobbyLabels}
          isEmpty={(games) => !games.some((game) => game.vendor === vnLotteryVendor)}
          testId="lottery-lobby"
        >
          {(games) => (
            <LotteryGrid
              games={games.filter((game) => game.vendor === vnLotteryVendor)}
              cards={cards}
              testId="lottery-lobby"
              eagerPictures={4}
            />
          )}
        </QueryState>
      </section>
      <section className={lottery.section} aria-labelledby="vn-results-title">
        <h2 id="vn-results-title" className={lottery.sectionTitle}>
          {t({ id: 'lottery.vn.results', message: 'Results' })}
        </h2>
        <QueryState
          query={menus}
          labels={vnMenusLabels}
          isEmpty={(regions) => regions.length === 0}
          testId="vn-menus"
        >
          {(regions) => {
            const menu = regions.find((r) => r.region === region) ?? regions[0]!
            const time = menu.drawTime
            const gameName = menu.gameName
            return (
              <>
                <ul
                  className={lottery.chips}
                  aria-label={t({ id: 'lottery.regions', message: 'Regions' })}
                  data-testid="vn-regions"
                >
                  {regions.map((entry) => (
                    <li key={entry.region}>
                      <button
                        type="button"
                        className={lottery.chip}
                        aria-pressed={entry.region === menu.region}
                        onClick={() => setRegion(entry.region)}
                        data-testid={`vn-region-${entry.region}`}
                      >
                        {labels.region(entry.region)}
                      </button>
                    </li>
                  ))}
                </ul>
                <div className={styles.panel}>
                  <div className={styles.regionHead}>
                    <p className={lottery.muted}>
                      {t({
                        id: 'lottery.vn.drawTime',
                        message: `Drawn every day at ${time} (Vietnam time)`,
                      })}
                    </p>
                    <button
                      type="button"
                      className={ui.buttonPrimary}
                      onClick={() =>
                        void launch({
                          gameType: menu.gameType,
                          vendor: menu.vendor,
                          gameCode: menu.gameCode,
                          isGame: 'GAME',
                          vassalage: menu.vendor,
                          defaultPlayType: menu.defaultPlayType,
                        })
                      }
                      data-testid="vn-play-region"
                    >
                      {t({ id: 'lottery.vn.play', message: `Play ${gameName}` })}
                    </button>
                  </div>
                  <VnResults key={menu.region} menu={menu} />
                  <h3 className={styles.subTitle}>
                    {t({ id: 'lottery.numbers.title', message: 'Most drawn endings' })}
                  </h3>
                  <VnNumbers region={menu.region} />
                </div>
              </>
            )
          }}
        </QueryState>
      </section>
    </section>
  )
}
