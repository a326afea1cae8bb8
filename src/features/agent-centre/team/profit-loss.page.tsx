import { useLingui } from '@lingui/react/macro'
import {
  useProfitLossQuery,
  type ProfitLossFigures,
  type ProfitLossRow,
} from '@/api/agent/get-profit-loss'
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

type MoneyKey = keyof ProfitLossFigures

/** User profit and loss (palStatementsAgentCopy): each team member's figures over the dates. */
export function ProfitLossPage() {
  const { t } = useLingui()
  const format = useFormatters()
  const filters = useReportFilters()
  const query = useProfitLossQuery(filters.query)
  const pagerLabels = usePagerLabels()
  const labels = useQueryStateLabels(
    t({ id: 'agent.profitLoss.empty', message: 'No team members match this search.' }),
  )
  const money = (
    key: MoneyKey,
    header: string,
    totals: ProfitLossFigures,
  ): Column<ProfitLossRow> => ({
    key,
    header,
    align: 'end',
    cell: (row) => (key === 'profit' ? <SignedMoney value={row[key]} /> : format.money(row[key])),
    total: key === 'profit' ? <SignedMoney value={totals[key]} /> : format.money(totals[key]),
  })
  const columns = (totals: ProfitLossFigures): Column<ProfitLossRow>[] => [
    {
      key: 'username',
      header: t({ id: 'agent.column.username', message: 'Username' }),
      cell: (row) => row.username,
    },
    money('deposits', t({ id: 'agent.column.deposits', message: 'Deposits' }), totals),
    money('withdrawals', t({ id: 'agent.column.withdrawals', message: 'Withdrawals' }), totals),
    money('stake', t({ id: 'agent.column.stake', message: 'Bet amount' }), totals),
    money('payout', t({ id: 'agent.column.payout', message: 'Payout' }), totals),
    money('bonus', t({ id: 'agent.column.bonus', message: 'Bonus' }), totals),
    money('profit', t({ id: 'agent.column.profit', message: 'Profit' }), totals),
  ]
  return (
    <section className={styles.page} data-testid="agent-profit-loss">
      <h2 className={styles.title}>
        {t({ id: 'agent.profitLoss.title', message: 'User profit and loss' })}
      </h2>
      <p className={styles.muted}>
        {t({
          id: 'agent.profitLoss.note',
          message: "Profit is the members' payout minus their bets, from the team's records.",
        })}
      </p>
      <ReportToolbar filters={filters} testId="profit-loss" />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="profit-loss"
      >
        {(data) => (
          <>
            <DataTable
              caption={t({ id: 'agent.profitLoss.title', message: 'User profit and loss' })}
              columns={columns(data.totals)}
              rows={data.list}
              rowKey={(row) => row.id}
              totalsLabel={t({ id: 'agent.totals', message: 'Totals' })}
              testId="profit-loss-table"
            />
            <Pager
              current={filters.pageNo}
              totalPages={data.totalPages}
              onChange={filters.setPage}
              labels={pagerLabels}
              testId="profit-loss-pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
