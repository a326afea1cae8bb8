import { useLingui } from '@lingui/react/macro'
import {
  useTransactionsQuery,
  type TeamTransaction,
  type TransactionsPage as Page,
} from '@/api/agent/get-transactions'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { Figure } from './components/figure'
import { ReportToolbar } from './components/report-toolbar'
import { SignedMoney } from './components/signed-money'
import { ledgerKindMessages } from './lib/ledger-kinds'
import { useReportFilters } from './lib/use-report-filters'
import * as styles from './team.css'

/** Transaction details (agentDownlineTransactionDetailsCopy): the team's ledger over the dates. */
export function TransactionsPage() {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const filters = useReportFilters()
  const query = useTransactionsQuery(filters.query)
  const pagerLabels = usePagerLabels()
  const labels = useQueryStateLabels(
    t({ id: 'agent.transactions.empty', message: 'No transactions by your team in these dates.' }),
  )
  const kindName = (kind: string) => {
    const message = ledgerKindMessages[kind]
    return message ? i18n._(message) : kind
  }
  const columns = (totals: Page['totals']): Column<TeamTransaction>[] => [
    {
      key: 'time',
      header: t({ id: 'agent.column.time', message: 'Time' }),
      cell: (row) => format.dateTime(row.time),
    },
    {
      key: 'username',
      header: t({ id: 'agent.column.username', message: 'Username' }),
      cell: (row) => row.username,
    },
    {
      key: 'kind',
      header: t({ id: 'agent.column.kind', message: 'Type' }),
      cell: (row) => kindName(row.kind),
    },
    {
      key: 'amount',
      header: t({ id: 'agent.column.amount', message: 'Amount' }),
      align: 'end',
      cell: (row) => <SignedMoney value={row.amount} />,
      total: <SignedMoney value={totals.net} />,
    },
    {
      key: 'balanceAfter',
      header: t({ id: 'agent.column.balanceAfter', message: 'Balance after' }),
      align: 'end',
      cell: (row) => format.money(row.balanceAfter),
    },
  ]
  return (
    <section className={styles.page} data-testid="agent-transactions">
      <h2 className={styles.title}>
        {t({ id: 'agent.transactions.title', message: 'Transaction details' })}
      </h2>
      <ReportToolbar filters={filters} testId="transactions" />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="transactions"
      >
        {(data) => (
          <>
            <dl className={styles.stats} data-testid="transactions-totals">
              <Figure
                label={t({ id: 'agent.transactions.count', message: 'Transactions' })}
                value={format.count(data.totals.count)}
              />
              <Figure
                label={t({ id: 'agent.transactions.credits', message: 'Money in' })}
                value={format.money(data.totals.credits)}
              />
              <Figure
                label={t({ id: 'agent.transactions.debits', message: 'Money out' })}
                value={format.money(data.totals.debits)}
              />
            </dl>
            <DataTable
              caption={t({ id: 'agent.transactions.title', message: 'Transaction details' })}
              columns={columns(data.totals)}
              rows={data.list}
              rowKey={(row) => row.id}
              totalsLabel={t({ id: 'agent.totals', message: 'Totals' })}
              testId="transactions-table"
            />
            <Pager
              current={filters.pageNo}
              totalPages={data.totalPages}
              onChange={filters.setPage}
              labels={pagerLabels}
              testId="transactions-pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
