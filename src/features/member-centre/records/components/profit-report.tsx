import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ProfitGrouping, ProfitReport } from '@/api/finance/get-profit'
import { useFormatters } from '@/i18n/format'
import type { DateRange } from '@/lib/date-range'
import { type Column, DataTable } from '@/ui/data-table'
import * as recordStyles from '@/ui/records.css'
import { gameTypeLabel } from '../labels'
import { periodLabeller } from '../lib/period-label'
import { fillPeriods, type PeriodSums } from '../lib/periods'
import { signedText } from '../lib/signed'
import * as styles from '../records.css'
import { ProfitChart } from './profit-chart'
import { SignedMoney } from './signed-money'
import { ProfitTotals } from './profit-totals'

type GameTypeRow = ProfitReport['gameTypes'][number]
type Figures = { stake: number; payout: number; profit: number }

/** The report's totals, its periods as a chart or a table (the member's choice), and per category. */
export function ProfitReportView(props: {
  report: ProfitReport
  range: DateRange
  groupBy: ProfitGrouping
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [view, setView] = useState<'chart' | 'table'>('chart')
  const { report, range, groupBy } = props
  const periods = fillPeriods(report.periods, range, groupBy)
  const shortLabel = periodLabeller(format.locale, groupBy, 'short')
  const longLabel = periodLabeller(format.locale, groupBy, 'long')
  const dayLabel = periodLabeller(format.locale, 'day', 'long')
  const { totals } = report
  const from = dayLabel(range.startDate)
  const to = dayLabel(range.endDate)
  const total = signedText(totals.profit, format.money)
  // Both tables add up to the range's totals, so the period table carries them in its last row.
  const figures = <Row extends Figures>(): Column<Row>[] => [
    {
      ...moneyColumn<Row>(
        'stake',
        t({ id: 'member.records.col.stake', message: 'Stake' }),
        format.money,
      ),
      total: format.money(totals.stake),
    },
    {
      ...moneyColumn<Row>(
        'payout',
        t({ id: 'member.records.col.payout', message: 'Payout' }),
        format.money,
      ),
      total: format.money(totals.payout),
    },
    {
      key: 'profit',
      header: t({ id: 'member.records.col.profit', message: 'Win/loss' }),
      align: 'end',
      cell: (row) => <SignedMoney minor={row.profit} />,
      total: <SignedMoney minor={totals.profit} />,
    },
  ]
  const periodColumns: Column<PeriodSums>[] = [
    {
      key: 'period',
      header: t({ id: 'member.records.col.period', message: 'Period' }),
      cell: (row) => longLabel(row.period),
    },
    ...figures<PeriodSums>(),
  ]
  const typeColumns: Column<GameTypeRow>[] = [
    {
      key: 'gameType',
      header: t({ id: 'member.records.filter.category', message: 'Game category' }),
      cell: (row) => i18n._(gameTypeLabel(row.gameType)),
    },
    ...figures<GameTypeRow>(),
  ]
  const viewButton = (value: 'chart' | 'table', label: string) => (
    <button
      type="button"
      className={recordStyles.chip}
      aria-pressed={view === value}
      onClick={() => setView(value)}
      data-testid={`profit-view-${value}`}
    >
      {label}
    </button>
  )
  return (
    <>
      <ProfitTotals totals={totals} />
      <div className={styles.toolbar}>
        <h3 className={styles.subtitle}>
          {t({ id: 'member.records.profit.byPeriod', message: 'Win or loss per period' })}
        </h3>
        <div
          className={recordStyles.chips}
          role="group"
          aria-label={t({ id: 'member.records.view', message: 'Show as' })}
        >
          {viewButton('chart', t({ id: 'member.records.view.chart', message: 'Chart' }))}
          {viewButton('table', t({ id: 'member.records.view.table', message: 'Table' }))}
        </div>
      </div>
      {view === 'chart' ? (
        <ProfitChart
          periods={periods}
          periodLabel={shortLabel}
          summary={t({
            id: 'member.records.chart.summary',
            message: `Win or loss per period from ${from} to ${to}, in total ${total}. Choose Table for every figure.`,
          })}
        />
      ) : (
        <DataTable
          caption={t({ id: 'member.records.profit.byPeriod', message: 'Win or loss per period' })}
          columns={periodColumns}
          rows={periods}
          rowKey={(row) => row.period}
          totalsLabel={t({ id: 'member.records.total', message: 'Total' })}
          testId="profit-periods"
        />
      )}
      <h3 className={styles.subtitle}>
        {t({ id: 'member.records.profit.byCategory', message: 'Per game category' })}
      </h3>
      <DataTable
        caption={t({ id: 'member.records.profit.byCategory', message: 'Per game category' })}
        columns={typeColumns}
        rows={report.gameTypes}
        rowKey={(row) => row.gameType}
        totalsLabel={t({ id: 'member.records.total', message: 'Total' })}
        testId="profit-categories"
      />
    </>
  )
}

function moneyColumn<Row extends Figures>(
  key: 'stake' | 'payout',
  header: string,
  money: (minor: number) => string,
): Column<Row> {
  return { key, header, align: 'end', cell: (row) => money(row[key]) }
}
