import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { type ProfitGrouping, useProfitQuery } from '@/api/finance/get-profit'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { useSession } from '@/state/session.store'
import type { CentrePageProps } from '@/ui/centre-pages'
import { DateRangeBar } from '@/ui/date-range-bar'
import { QueryState } from '@/ui/query-state'
import { PageHeader } from './components/page-header'
import { ProfitReportView } from './components/profit-report'
import { useRecordRange } from './components/use-record-range'
import { groupingLabels } from './labels'
import * as styles from './records.css'

const groupings = ['day', 'week', 'month'] as const

/**
 * Profit and loss (spec §2.8 personalProfit): the member's win or loss per day, week or month as a
 * chart (or a table), per game category, and the range's totals with deposits, withdrawals and
 * bonuses, all computed by the platform from the bets and the ledger.
 */
export function ProfitLossPage({ openPage }: CentrePageProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const { account } = useSession()
  const { today, range, setRange } = useRecordRange()
  const [groupBy, setGroupBy] = useState<ProfitGrouping>('day')
  const query = useProfitQuery(account, { ...range, groupBy })
  const labels = useQueryStateLabels(
    t({
      id: 'member.records.profit.empty',
      message: 'No bets or account movements in these dates.',
    }),
  )
  return (
    <section className={styles.page} aria-labelledby="profit-title" data-testid="profit-loss">
      <PageHeader
        id="profit-title"
        title={t({ id: 'member.profitAndLoss', message: 'Profit and loss' })}
        related={{ key: 'personalHistoryCopy', labelId: 'member.bettingRecord' }}
        openPage={openPage}
      />
      <DateRangeBar value={range} today={today} onChange={setRange} labels={useDateRangeLabels()}>
        <div className={styles.filters}>
          <label className={styles.fieldLabel} htmlFor={`${id}-group`}>
            {t({ id: 'member.records.groupBy', message: 'Compare' })}
            <select
              id={`${id}-group`}
              className={styles.select}
              value={groupBy}
              onChange={(event) => setGroupBy(event.target.value as ProfitGrouping)}
              data-testid="profit-group-by"
            >
              {groupings.map((value) => (
                <option key={value} value={value}>
                  {i18n._(groupingLabels[value])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </DateRangeBar>
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.periods.length === 0}
        testId="profit"
      >
        {(data) => <ProfitReportView report={data} range={range} groupBy={groupBy} />}
      </QueryState>
    </section>
  )
}
