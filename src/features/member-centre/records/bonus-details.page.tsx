import { useLingui } from '@lingui/react/macro'
import { type BonusPage, useBonusQuery } from '@/api/finance/get-bonus'
import { useFormatters } from '@/i18n/format'
import { useDateRangeLabels, useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { useSession } from '@/state/session.store'
import type { CentrePageProps } from '@/ui/centre-pages'
import { type Column, DataTable } from '@/ui/data-table'
import { DateRangeBar } from '@/ui/date-range-bar'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { PageHeader } from './components/page-header'
import { Totals } from './components/totals'
import { useRecordRange } from './components/use-record-range'
import { bonusKindLabels } from './labels'
import * as styles from './records.css'

const pageSize = 14
const kinds = ['bonus', 'rebate', 'reward', 'promotion'] as const

/** Bonuses received (spec §2.8 bonusDetails): bonus, rebate, reward and promotion credits. */
export function BonusDetailsPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const { account } = useSession()
  const { today, range, setRange, pageNo, setPageNo } = useRecordRange()
  const query = useBonusQuery(account, { ...range, pageNo, pageSize })
  const labels = useQueryStateLabels(
    t({ id: 'member.records.bonus.empty', message: 'No bonuses received in these dates.' }),
  )
  return (
    <section className={styles.page} aria-labelledby="bonus-title" data-testid="bonus-details">
      <PageHeader
        id="bonus-title"
        title={t({ id: 'member.bonusDetails', message: 'Bonus details' })}
        related={{ key: 'transactionHistory', labelId: 'member.accountRecord' }}
        openPage={openPage}
      />
      <DateRangeBar value={range} today={today} onChange={setRange} labels={useDateRangeLabels()} />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.totals.count === 0}
        testId="bonus"
      >
        {(data) => <BonusView data={data} pageNo={pageNo} onPage={setPageNo} />}
      </QueryState>
    </section>
  )
}

type Credit = BonusPage['list'][number]

function BonusView(props: { data: BonusPage; pageNo: number; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { data } = props
  const columns: Column<Credit>[] = [
    {
      key: 'time',
      header: t({ id: 'member.records.col.time', message: 'Time' }),
      cell: (row) => format.dateTime(row.time),
    },
    {
      key: 'kind',
      header: t({ id: 'member.records.filter.type', message: 'Type' }),
      cell: (row) => i18n._(bonusKindLabels[row.kind]),
    },
    {
      key: 'amount',
      header: t({ id: 'member.records.col.amount', message: 'Amount' }),
      align: 'end',
      cell: (row) => format.money(row.amount),
    },
  ]
  return (
    <>
      <Totals
        label={t({ id: 'member.records.totals', message: 'Totals for these dates' })}
        testId="bonus-totals"
        items={[
          {
            key: 'total',
            label: t({ id: 'member.records.bonus.total', message: 'Total received' }),
            value: format.money(data.totals.total),
          },
          ...kinds.map((kind) => ({
            key: kind,
            label: i18n._(bonusKindLabels[kind]),
            value: format.money(data.totals[kind]),
          })),
        ]}
      />
      <DataTable
        caption={t({ id: 'member.bonusDetails', message: 'Bonus details' })}
        columns={columns}
        rows={data.list}
        rowKey={(row) => row.id}
        testId="bonus-table"
      />
      <Pager
        current={props.pageNo}
        totalPages={data.totalPages}
        onChange={props.onPage}
        labels={usePagerLabels()}
        testId="bonus-pager"
      />
    </>
  )
}
