import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { OverviewDay } from '@/api/agent/get-overview'
import { useFormatters } from '@/i18n/format'
import { DataTable, type Column } from '@/ui/data-table'
import * as styles from '../team.css'
import { BarChart } from './bar-chart'
import * as chartStyles from './chart.css'

type Metric = 'stake' | 'profit' | 'deposits' | 'activeMembers'

const metrics: Metric[] = ['stake', 'profit', 'deposits', 'activeMembers']

/** The team's daily series: one metric at a time as bars, and every figure in a table. */
export function DailyChart(props: { days: readonly OverviewDay[] }) {
  const { days } = props
  const { t } = useLingui()
  const format = useFormatters()
  const [metric, setMetric] = useState<Metric>('stake')
  const names: Record<Metric, string> = {
    stake: t({ id: 'agent.overview.stake', message: 'Bets' }),
    profit: t({ id: 'agent.overview.profit', message: 'Profit' }),
    deposits: t({ id: 'agent.overview.deposits', message: 'Deposits' }),
    activeMembers: t({ id: 'agent.overview.active', message: 'Active members' }),
  }
  const show = (m: Metric, value: number) =>
    m === 'activeMembers' ? format.count(value) : format.money(value)
  const day = (date: string) => format.date(`${date}T12:00:00`)
  const columns: Column<OverviewDay>[] = [
    {
      key: 'date',
      header: t({ id: 'agent.column.date', message: 'Date' }),
      cell: (d) => day(d.date),
    },
    ...metrics.map((m): Column<OverviewDay> => ({
      key: m,
      header: names[m],
      align: 'end',
      cell: (d) => show(m, d[m]),
    })),
  ]
  const first = days[0]
  const last = days[days.length - 1]
  const from = first ? day(first.date) : ''
  const to = last ? day(last.date) : ''
  const figure = names[metric]
  return (
    <div className={styles.card}>
      <h3 className={styles.subtitle}>
        {t({ id: 'agent.overview.daily', message: 'Day by day' })}
      </h3>
      <div
        className={styles.segments}
        role="group"
        aria-label={t({ id: 'agent.overview.metric', message: 'Figure to chart' })}
      >
        {metrics.map((m) => (
          <button
            key={m}
            type="button"
            className={styles.segment}
            aria-pressed={metric === m}
            onClick={() => setMetric(m)}
            data-testid={`overview-metric-${m}`}
          >
            {names[m]}
          </button>
        ))}
      </div>
      <BarChart
        label={t({
          id: 'agent.overview.chartLabel',
          message: `${figure} per day, ${from} to ${to}`,
        })}
        values={days.map((d) => d[metric])}
        formatValue={(value) => show(metric, value)}
        firstLabel={from}
        lastLabel={to}
        testId="overview-chart"
      />
      <details className={chartStyles.details}>
        <summary className={chartStyles.summary} data-testid="overview-table-toggle">
          {t({ id: 'agent.overview.asTable', message: 'Show the figures as a table' })}
        </summary>
        <DataTable
          caption={t({ id: 'agent.overview.daily', message: 'Day by day' })}
          columns={columns}
          rows={days}
          rowKey={(d) => d.date}
          testId="overview-table"
        />
      </details>
    </div>
  )
}
