import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useTeamBetsQuery, type TeamBet, type TeamBetsPage } from '@/api/agent/get-team-bets'
import { useVendorName } from '@/api/games/get-vendors'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { ReportToolbar } from './components/report-toolbar'
import { SignedMoney } from './components/signed-money'
import { useReportFilters } from './lib/use-report-filters'
import * as styles from './team.css'

/** Team betting (personalHistoryCopy): every bet of the team over the dates, with totals. */
export function TeamBetsPage() {
  const { t } = useLingui()
  const format = useFormatters()
  const filters = useReportFilters()
  const query = useTeamBetsQuery(filters.query)
  const vendorName = useVendorName()
  const pagerLabels = usePagerLabels()
  const labels = useQueryStateLabels(
    t({ id: 'agent.teamBets.empty', message: 'No bets by your team in these dates.' }),
  )
  const columns = (totals: TeamBetsPage['totals']): Column<TeamBet>[] => [
    {
      key: 'time',
      header: t({ id: 'agent.column.time', message: 'Time' }),
      cell: (bet) => format.dateTime(bet.time),
    },
    {
      key: 'username',
      header: t({ id: 'agent.column.username', message: 'Username' }),
      cell: (bet) => bet.username,
    },
    {
      key: 'game',
      header: t({ id: 'agent.column.game', message: 'Game' }),
      // Display names only: players never read a code (PG, PG-FORTUNE-OX).
      cell: (bet) => [vendorName(bet.vendor), bet.gameName].filter(Boolean).join(' · '),
    },
    {
      key: 'stake',
      header: t({ id: 'agent.column.stake', message: 'Bet amount' }),
      align: 'end',
      cell: (bet) => format.money(bet.stake),
      total: format.money(totals.stake),
    },
    {
      key: 'payout',
      header: t({ id: 'agent.column.payout', message: 'Payout' }),
      align: 'end',
      cell: (bet) => format.money(bet.payout),
      total: format.money(totals.payout),
    },
    {
      key: 'profit',
      header: t({ id: 'agent.column.profit', message: 'Profit' }),
      align: 'end',
      cell: (bet) => <SignedMoney value={bet.profit} />,
      total: <SignedMoney value={totals.profit} />,
    },
    {
      key: 'status',
      header: t({ id: 'agent.column.status', message: 'Status' }),
      cell: (bet) =>
        bet.status === 'settled'
          ? t({ id: 'agent.bet.settled', message: 'Settled' })
          : t({ id: 'agent.bet.open', message: 'Open' }),
    },
  ]
  return (
    <section className={styles.page} data-testid="agent-team-bets">
      <h2 className={styles.title}>{t({ id: 'agent.teamBets.title', message: 'Team betting' })}</h2>
      <ReportToolbar filters={filters} testId="team-bets" />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="team-bets"
      >
        {(data) => {
          const bets = data.totals.count
          const count = format.count(bets)
          return (
            <>
              <p className={styles.muted} data-testid="team-bets-count">
                {t({
                  id: 'agent.teamBets.count',
                  message: plural(bets, { one: `${count} bet`, other: `${count} bets` }),
                })}
              </p>
              <DataTable
                caption={t({ id: 'agent.teamBets.title', message: 'Team betting' })}
                columns={columns(data.totals)}
                rows={data.list}
                rowKey={(bet) => bet.id}
                totalsLabel={t({ id: 'agent.totals', message: 'Totals' })}
                testId="team-bets-table"
              />
              <Pager
                current={filters.pageNo}
                totalPages={data.totalPages}
                onChange={filters.setPage}
                labels={pagerLabels}
                testId="team-bets-pager"
              />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
