import { useLingui } from '@lingui/react/macro'
import {
  useCreditReportQuery,
  type CreditFigures,
  type CreditRow,
} from '@/api/agent/get-credit-report'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { Figure } from './components/figure'
import { ReportToolbar } from './components/report-toolbar'
import { SignedMoney } from './components/signed-money'
import { useReportFilters } from './lib/use-report-filters'
import * as styles from './team.css'

/**
 * The credit report (agentCreditReport): per direct downline, what the agent transferred to it,
 * what came back, the net the agent has put out over the dates, and the downline's balance now.
 */
export function CreditReportPage() {
  const { t } = useLingui()
  const format = useFormatters()
  const filters = useReportFilters()
  const query = useCreditReportQuery(filters.query)
  const pagerLabels = usePagerLabels()
  const labels = useQueryStateLabels(
    t({ id: 'agent.credit.empty', message: 'No direct members match this search.' }),
  )
  const money = (
    key: 'credited' | 'returned' | 'balance',
    header: string,
    totals: CreditFigures,
  ): Column<CreditRow> => ({
    key,
    header,
    align: 'end',
    cell: (row) => format.money(row[key]),
    total: format.money(totals[key]),
  })
  const columns = (totals: CreditFigures): Column<CreditRow>[] => [
    {
      key: 'username',
      header: t({ id: 'agent.column.username', message: 'Username' }),
      cell: (row) => row.username,
    },
    money('credited', t({ id: 'agent.credit.credited', message: 'Sent to member' }), totals),
    money('returned', t({ id: 'agent.credit.returned', message: 'Sent back' }), totals),
    {
      key: 'net',
      header: t({ id: 'agent.credit.net', message: 'Net credit' }),
      align: 'end',
      cell: (row) => <SignedMoney value={row.net} />,
      total: <SignedMoney value={totals.net} />,
    },
    {
      key: 'transfers',
      header: t({ id: 'agent.credit.transfers', message: 'Transfers' }),
      align: 'end',
      cell: (row) => format.count(row.transfers),
      total: format.count(totals.transfers),
    },
    money('balance', t({ id: 'agent.credit.balance', message: 'Balance now' }), totals),
    {
      key: 'lastTransfer',
      header: t({ id: 'agent.credit.last', message: 'Last transfer' }),
      cell: (row) => (row.lastTransfer ? format.dateTime(row.lastTransfer) : '—'),
    },
  ]
  return (
    <section className={styles.page} data-testid="agent-credit">
      <h2 className={styles.title}>{t({ id: 'agent.credit.title', message: 'Credit report' })}</h2>
      <p className={styles.muted}>
        {t({
          id: 'agent.credit.note',
          message:
            'Money you transferred to each direct member and what they sent back over these dates, with their balance now.',
        })}
      </p>
      <ReportToolbar filters={filters} testId="credit" />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="credit"
      >
        {(data) => (
          <>
            <dl className={styles.stats} data-testid="credit-totals">
              <Figure
                label={t({ id: 'agent.credit.net', message: 'Net credit' })}
                value={<SignedMoney value={data.totals.net} />}
                testId="credit-net"
              />
              <Figure
                label={t({ id: 'agent.credit.credited', message: 'Sent to member' })}
                value={format.money(data.totals.credited)}
              />
              <Figure
                label={t({ id: 'agent.credit.returned', message: 'Sent back' })}
                value={format.money(data.totals.returned)}
              />
            </dl>
            <DataTable
              caption={t({ id: 'agent.credit.title', message: 'Credit report' })}
              columns={columns(data.totals)}
              rows={data.list}
              rowKey={(row) => row.id}
              totalsLabel={t({ id: 'agent.totals', message: 'Totals' })}
              testId="credit-table"
            />
            <Pager
              current={filters.pageNo}
              totalPages={data.totalPages}
              onChange={filters.setPage}
              labels={pagerLabels}
              testId="credit-pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
