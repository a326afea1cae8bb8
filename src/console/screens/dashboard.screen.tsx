import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { addDays } from '@/lib/date-range'
import { dashboardQueryOptions } from '../api/dashboard'
import type { CallOutput } from '../api/types.gen'
import { useMerchant } from '../app/merchant-context'
import { ErrorNote, Loading } from '../ui/status'
import { Table } from '../ui/table'
import * as styles from '../ui/console.css'
import { DailyChart, type ChartSeries } from './dashboard/daily-chart'
import { useMerchantFormat } from './finance/merchant-format'
import * as own from './finance/operations.css'
import { formText } from './finance/parts'

type Daily = CallOutput<'dashboard.daily'>
type View = 'chart' | 'table'

const today = new Date().toISOString().slice(0, 10)

/**
 * The merchant's business per day over a range of its days: deposits, withdrawals, bets, wins,
 * gross gaming revenue and active players, as charts or as a table (the accessible view). This
 * module is the dashboard route's lazy chunk: uPlot is loaded with it and nowhere else.
 */
export function DashboardScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const [range, setRange] = useState({ startDate: addDays(today, -13), endDate: today })
  const [view, setView] = useState<View>('chart')
  const daily = useQuery(dashboardQueryOptions(merchant.id, range))

  const handleRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const startDate = formText(form, 'startDate')
    const endDate = formText(form, 'endDate')
    if (startDate && endDate)
      setRange(
        startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate },
      )
  }

  return (
    <>
      <section className={styles.card}>
        <h1>{t({ id: 'console.dashboard.title', message: 'Dashboard' })}</h1>
        <form className={styles.filters} onSubmit={handleRange}>
          <label className={styles.field}>
            {t({ id: 'console.finance.fromDay', message: 'From' })}
            <input
              className={styles.input}
              name="startDate"
              type="date"
              required
              defaultValue={range.startDate}
            />
          </label>
          <label className={styles.field}>
            {t({ id: 'console.finance.toDay', message: 'To (included)' })}
            <input
              className={styles.input}
              name="endDate"
              type="date"
              required
              defaultValue={range.endDate}
            />
          </label>
          <div className={styles.field}>
            <button className={styles.button} type="submit">
              {t({ id: 'console.player.show', message: 'Show' })}
            </button>
          </div>
          <div
            className={styles.field}
            role="group"
            aria-label={t({ id: 'console.dashboard.view', message: 'View' })}
          >
            <div className={styles.row}>
              <button
                type="button"
                className={own.tab}
                aria-pressed={view === 'chart'}
                onClick={() => setView('chart')}
              >
                {t({ id: 'console.dashboard.charts', message: 'Charts' })}
              </button>
              <button
                type="button"
                className={own.tab}
                aria-pressed={view === 'table'}
                onClick={() => setView('table')}
              >
                {t({ id: 'console.dashboard.table', message: 'Table' })}
              </button>
            </div>
          </div>
        </form>
      </section>
      {daily.isPending ? (
        <Loading />
      ) : daily.isError ? (
        <ErrorNote error={daily.error} />
      ) : (
        <DashboardBody report={daily.data} view={view} />
      )}
    </>
  )
}

function DashboardBody({ report, view }: { report: Daily; view: View }) {
  const { t } = useLingui()
  const format = useMerchantFormat()
  const zone = report.timeZone
  const labels = useMemo(
    () => ({
      deposits: t({ id: 'console.dashboard.deposits', message: 'Deposits' }),
      withdrawals: t({ id: 'console.dashboard.withdrawals', message: 'Withdrawals' }),
      stake: t({ id: 'console.dashboard.stake', message: 'Bets (stake)' }),
      payout: t({ id: 'console.dashboard.payout', message: 'Wins' }),
      ggr: t({ id: 'console.dashboard.ggr', message: 'Gross gaming revenue' }),
      bets: t({ id: 'console.dashboard.bets', message: 'Bets placed' }),
      activePlayers: t({ id: 'console.dashboard.activePlayers', message: 'Active players' }),
    }),
    [t],
  )
  const days = useMemo(() => report.days.map((day) => day.day), [report])
  const moneySeries: ChartSeries[] = useMemo(
    () => [
      { label: labels.deposits, color: '#1f7a3f', values: report.days.map((d) => d.deposits) },
      {
        label: labels.withdrawals,
        color: '#b3261e',
        values: report.days.map((d) => d.withdrawals),
      },
      { label: labels.stake, color: '#1f5fbf', values: report.days.map((d) => d.stake) },
      { label: labels.payout, color: '#8a5a00', values: report.days.map((d) => d.payout) },
      { label: labels.ggr, color: '#6b2fa3', values: report.days.map((d) => d.ggr) },
    ],
    [report, labels],
  )
  const countSeries: ChartSeries[] = useMemo(
    () => [
      { label: labels.bets, color: '#1f5fbf', values: report.days.map((d) => d.bets) },
      {
        label: labels.activePlayers,
        color: '#1f7a3f',
        values: report.days.map((d) => d.activePlayers),
      },
    ],
    [report, labels],
  )
  const totals = report.totals
  const dayLabel = t({ id: 'console.dashboard.day', message: 'Day' })
  return (
    <section className={styles.card} aria-labelledby="dashboard-days">
      <h2 id="dashboard-days">
        {t({ id: 'console.dashboard.perDay', message: `Per day (${zone})` })}
      </h2>
      <div className={own.totals} data-testid="dashboard-totals">
        {(
          [
            ['deposits', format.money(totals.deposits)],
            ['withdrawals', format.money(totals.withdrawals)],
            ['stake', format.money(totals.stake)],
            ['payout', format.money(totals.payout)],
            ['ggr', format.money(totals.ggr)],
            ['bets', format.count(totals.bets)],
            ['activePlayers', format.count(totals.activePlayers)],
          ] as const
        ).map(([key, text]) => (
          <div key={key} className={own.total}>
            <div className={styles.muted}>{labels[key]}</div>
            <strong>{text}</strong>
          </div>
        ))}
      </div>
      {view === 'chart' ? (
        <div className={own.chartGrid}>
          <DailyChart
            title={t({ id: 'console.dashboard.money', message: 'Money' })}
            dayLabel={dayLabel}
            days={days}
            series={moneySeries}
            value={format.money}
          />
          <DailyChart
            title={t({ id: 'console.dashboard.counts', message: 'Bets and players' })}
            dayLabel={dayLabel}
            days={days}
            series={countSeries}
            value={format.count}
          />
        </div>
      ) : (
        <Table
          label={t({ id: 'console.dashboard.title', message: 'Dashboard' })}
          testId="dashboard-table"
          caption={
            <caption className={styles.muted}>
              {t({
                id: 'console.dashboard.caption',
                message: `Each day of the merchant (${zone})`,
              })}
            </caption>
          }
          head={
            <tr>
              <th scope="col">{t({ id: 'console.dashboard.day', message: 'Day' })}</th>
              <th scope="col" className={own.amount}>
                {labels.deposits}
              </th>
              <th scope="col" className={own.amount}>
                {labels.withdrawals}
              </th>
              <th scope="col" className={own.amount}>
                {labels.stake}
              </th>
              <th scope="col" className={own.amount}>
                {labels.payout}
              </th>
              <th scope="col" className={own.amount}>
                {labels.ggr}
              </th>
              <th scope="col" className={own.amount}>
                {labels.bets}
              </th>
              <th scope="col" className={own.amount}>
                {labels.activePlayers}
              </th>
            </tr>
          }
          foot={
            <tr>
              <th scope="row">{t({ id: 'console.dashboard.total', message: 'Total' })}</th>
              <td className={own.amount}>{format.money(totals.deposits)}</td>
              <td className={own.amount}>{format.money(totals.withdrawals)}</td>
              <td className={own.amount}>{format.money(totals.stake)}</td>
              <td className={own.amount}>{format.money(totals.payout)}</td>
              <td className={own.amount}>{format.money(totals.ggr)}</td>
              <td className={own.amount}>{format.count(totals.bets)}</td>
              <td className={own.amount}>{format.count(totals.activePlayers)}</td>
            </tr>
          }
        >
          {report.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td className={own.amount}>{format.money(day.deposits)}</td>
              <td className={own.amount}>{format.money(day.withdrawals)}</td>
              <td className={own.amount}>{format.money(day.stake)}</td>
              <td className={own.amount}>{format.money(day.payout)}</td>
              <td className={own.amount}>{format.money(day.ggr)}</td>
              <td className={own.amount}>{format.count(day.bets)}</td>
              <td className={own.amount}>{format.count(day.activePlayers)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  )
}
