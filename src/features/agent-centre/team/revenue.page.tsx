import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useRevenueQuery, type IncomeFigures, type Revenue } from '@/api/agent/get-revenue'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { Figure } from './components/figure'
import { ReportToolbar } from './components/report-toolbar'
import { pageOf, pageCount } from './lib/paging'
import { reportPageSize, useReportFilters } from './lib/use-report-filters'
import * as styles from './team.css'

type Day = Revenue['daily'][number]

/**
 * My income (agentRevenueReport): the agent's own commission, dividend and salary by day. It is the
 * agent's income, so there is no username to filter by; the days are paged here, newest first.
 */
export function RevenuePage() {
  const { t } = useLingui()
  const format = useFormatters()
  const filters = useReportFilters()
  const query = useRevenueQuery(filters.range)
  const pagerLabels = usePagerLabels()
  const [pageNo, setPageNo] = useState(1)
  const labels = useQueryStateLabels(t({ id: 'agent.revenue.empty', message: 'No days to show.' }))
  const money = (key: keyof IncomeFigures, header: string, totals: IncomeFigures): Column<Day> => ({
    key,
    header,
    align: 'end',
    cell: (day) => format.money(day[key]),
    total: format.money(totals[key]),
  })
  const columns = (totals: IncomeFigures): Column<Day>[] => [
    {
      key: 'date',
      header: t({ id: 'agent.column.date', message: 'Date' }),
      cell: (day) => format.date(`${day.date}T12:00:00`),
    },
    money('commission', t({ id: 'agent.kind.commission', message: 'Commission' }), totals),
    money('dividend', t({ id: 'agent.kind.dividend', message: 'Dividend' }), totals),
    money('salary', t({ id: 'agent.kind.salary', message: 'Salary' }), totals),
    money('total', t({ id: 'agent.revenue.total', message: 'Total' }), totals),
  ]
  return (
    <section className={styles.page} data-testid="agent-revenue">
      <h2 className={styles.title}>{t({ id: 'agent.revenue.title', message: 'My income' })}</h2>
      <ReportToolbar
        filters={{
          range: filters.range,
          today: filters.today,
          setRange: (range) => {
            filters.setRange(range)
            setPageNo(1)
          },
        }}
        testId="revenue"
      />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.daily.length === 0}
        testId="revenue"
      >
        {(data) => {
          const days = [...data.daily].reverse()
          return (
            <>
              <dl className={styles.stats} data-testid="revenue-totals">
                <Figure
                  label={t({ id: 'agent.revenue.total', message: 'Total' })}
                  value={format.money(data.totals.total)}
                  testId="revenue-total"
                />
                <Figure
                  label={t({ id: 'agent.kind.commission', message: 'Commission' })}
                  value={format.money(data.totals.commission)}
                />
                <Figure
                  label={t({ id: 'agent.kind.dividend', message: 'Dividend' })}
                  value={format.money(data.totals.dividend)}
                />
                <Figure
                  label={t({ id: 'agent.kind.salary', message: 'Salary' })}
                  value={format.money(data.totals.salary)}
                />
              </dl>
              <DataTable
                caption={t({ id: 'agent.revenue.title', message: 'My income' })}
                columns={columns(data.totals)}
                rows={pageOf(days, pageNo, reportPageSize)}
                rowKey={(day) => day.date}
                totalsLabel={t({ id: 'agent.totals', message: 'Totals' })}
                testId="revenue-table"
              />
              <Pager
                current={pageNo}
                totalPages={pageCount(days.length, reportPageSize)}
                onChange={setPageNo}
                labels={pagerLabels}
                testId="revenue-pager"
              />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
