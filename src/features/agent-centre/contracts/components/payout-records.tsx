import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ContractKind } from '@/api/agent/get-contracts'
import { usePayoutsQuery, type Payout, type PayoutSide } from '@/api/agent/get-payouts'
import { walletKeys } from '@/api/wallet/keys'
import { useFormatters } from '@/i18n/format'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { isoDay, presetRange, type DateRange } from '@/lib/date-range'
import { DataTable, type Column } from '@/ui/data-table'
import { DateRangeBar } from '@/ui/date-range-bar'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as records from '@/ui/records.css'
import * as styles from '../contracts.css'
import { usePayoutColumns } from './payout-columns'
import { readAgain } from '@/api/after-change'

/** When each kind pays (spec §9), said above its records. */
function useScheduleText(kind: ContractKind) {
  const { t } = useLingui()
  return {
    dividend: t({
      id: 'agent.contracts.schedule.dividend',
      message:
        'Dividends are paid when each contract period (day, week or month) closes, on the team’s net loss.',
    }),
    dailySalary: t({
      id: 'agent.contracts.schedule.daily',
      message: 'Daily wages are paid the next day, for the team’s valid bets of the day before.',
    }),
    hourlySalary: t({
      id: 'agent.contracts.schedule.hourly',
      message:
        'Hourly salary is paid after each hour closes, for the team’s valid bets of that hour.',
    }),
    realtimeSalary: t({
      id: 'agent.contracts.schedule.realtime',
      message: 'Real-time salary is settled and paid every 5 minutes.',
    }),
  }[kind]
}

/** Payouts of one contract kind over a date range, received or paid to downlines, with totals. */
export function PayoutRecords(props: { kind: ContractKind }) {
  const { kind } = props
  const { t } = useLingui()
  const format = useFormatters()
  const queryClient = useQueryClient()
  const today = isoDay(new Date())
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', today))
  const [side, setSide] = useState<PayoutSide>('received')
  const [pageNo, setPageNo] = useState(1)
  const query = usePayoutsQuery({ kind, ...range, side, pageNo })
  const stateLabels = useQueryStateLabels(
    t({ id: 'agent.contracts.payouts.empty', message: 'No payouts in these dates' }),
  )
  const columns: Column<Payout>[] = usePayoutColumns(kind, side, query.data?.totals)
  const schedule = useScheduleText(kind)
  const rangeLabels = useDateRangeLabels()
  const pagerLabels = usePagerLabels()
  // Reading the records settles closed periods, which may credit the wallet: refresh the header.
  const paidTotal = query.data?.totals.amount
  useEffect(() => {
    if (side === 'received' && paidTotal !== undefined)
      void readAgain(queryClient, { queryKey: walletKeys.balance() })
  }, [paidTotal, side, queryClient])
  const sides: [PayoutSide, string][] = [
    ['received', t({ id: 'agent.contracts.payouts.received', message: 'Paid to me' })],
    ['paid', t({ id: 'agent.contracts.payouts.paid', message: 'Paid to my downlines' })],
  ]
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{schedule}</p>
      <DateRangeBar
        value={range}
        today={today}
        labels={rangeLabels}
        onChange={(next) => {
          setRange(next)
          setPageNo(1)
        }}
        testId="payouts-range"
      />
      <div
        className={records.chips}
        role="group"
        aria-label={t({ id: 'agent.contracts.payouts.side', message: 'Whose payouts' })}
      >
        {sides.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={records.chip}
            aria-pressed={side === value}
            onClick={() => {
              setSide(value)
              setPageNo(1)
            }}
            data-testid={`payouts-${value}`}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryState
        query={query}
        labels={stateLabels}
        testId="payouts"
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => {
          const count = format.count(data.totals.count)
          return (
            <>
              <DataTable
                caption={t({ id: 'agent.contracts.payouts.caption', message: 'Payout records' })}
                columns={columns}
                rows={data.list}
                rowKey={(r) => `${r.contractId}-${r.periodStart}`}
                totalsLabel={t({
                  id: 'agent.contracts.payouts.totals',
                  message: `Total (${count})`,
                })}
                testId="payouts-table"
              />
              {data.totalPages > 1 ? (
                <Pager
                  current={pageNo}
                  totalPages={data.totalPages}
                  onChange={setPageNo}
                  labels={pagerLabels}
                  testId="payouts-pager"
                />
              ) : null}
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
