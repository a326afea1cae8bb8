import { useLingui } from '@lingui/react/macro'
import { useLeaderboardQuery } from '@/api/inbox/get-leaderboard'
import type { Leaderboard } from '@/api/inbox/get-leaderboard'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { QueryState } from '@/ui/query-state'
import { metricValue } from '../lib/missions'
import * as styles from '../inbox.css'

type Entry = Leaderboard['list'][number]

/** This week's top players by stake, usernames masked, and the member's own rank. */
export function LeaderboardView() {
  const { t } = useLingui()
  const format = useFormatters()
  const board = useLeaderboardQuery(true)
  const labels = useQueryStateLabels(
    t({ id: 'inbox.leaderboard.none', message: 'Nobody has played this week yet.' }),
  )
  return (
    <div className={styles.card} data-testid="leaderboard">
      <h3 className={styles.subTitle}>
        {t({ id: 'inbox.leaderboard.title', message: 'Leaderboard: stake this week' })}
      </h3>
      <QueryState
        query={board}
        labels={labels}
        testId="leaderboard"
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => {
          const columns: Column<Entry>[] = [
            {
              key: 'rank',
              header: t({ id: 'inbox.leaderboard.rank', message: 'Rank' }),
              cell: (row) => `#${row.rank}`,
            },
            {
              key: 'player',
              header: t({ id: 'inbox.leaderboard.player', message: 'Player' }),
              cell: (row) => row.username,
            },
            {
              key: 'score',
              header: t({ id: 'inbox.leaderboard.score', message: 'Score' }),
              cell: (row) => metricValue(data.metric, row.score, format),
              align: 'end',
            },
          ]
          const score = metricValue(data.metric, data.me.score, format)
          const rank = data.me.rank
          return (
            <>
              <p className={styles.muted} data-testid="leaderboard-me">
                {rank === null
                  ? t({
                      id: 'inbox.leaderboard.meNone',
                      message: 'You are not ranked yet this week. Place a bet to join.',
                    })
                  : t({ id: 'inbox.leaderboard.me', message: `Your rank: #${rank} (${score})` })}
              </p>
              <DataTable
                caption={t({
                  id: 'inbox.leaderboard.title',
                  message: 'Leaderboard: stake this week',
                })}
                columns={columns}
                rows={data.list}
                rowKey={(row) => String(row.rank)}
                testId="leaderboard-table"
              />
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
