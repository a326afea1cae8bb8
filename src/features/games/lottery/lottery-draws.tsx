import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { lotteryLobbyQueryOptions } from '@/api/games/get-lottery-lobby'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePreferences } from '@/state/preferences.store'
import { QueryState } from '@/ui/query-state'
import { LotteryGrid } from './lottery-grid'
import { useLotteryCards } from './use-lottery-cards'
import * as styles from './lottery.css'

/** How many draws Home shows. */
const shownCount = 4

/** Home's lottery draws: the games whose next draw comes first, as the lottery screen shows them. */
export function LotteryDraws() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const lobby = useQuery(lotteryLobbyQueryOptions(language))
  const cards = useLotteryCards(null)
  const labels = useQueryStateLabels(
    t({ id: 'home.lottery.empty', message: 'No draws open right now.' }),
    { error: t({ id: 'home.lottery.error', message: 'The draws did not load.' }) },
  )
  return (
    <section aria-labelledby="home-lottery" data-testid="home-lottery">
      <h2 id="home-lottery">{t({ id: 'home.lottery.title', message: 'Lottery draws' })}</h2>
      <QueryState
        query={lobby}
        labels={labels}
        look="inline"
        isEmpty={(games) => games.length === 0}
        testId="home-lottery"
      >
        {(games) => (
          <LotteryGrid
            games={[...games]
              .sort((a, b) => Date.parse(a.nextDrawAt) - Date.parse(b.nextDrawAt))
              .slice(0, shownCount)}
            cards={cards}
          />
        )}
      </QueryState>
      <Link to="/lottery" className={styles.countdown}>
        {t({ id: 'home.row.more', message: 'See all' })}
      </Link>
    </section>
  )
}
