import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pointsDetailsQueryOptions, type PointsEntry } from '@/api/points/get-details'
import { useFormatters } from '@/i18n/format'
import { usePagerLabels } from '@/i18n/pager-labels'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { entryStatusLabels, entryTypeLabels } from '../labels'
import * as styles from '../point-mall.css'

/** The member's points rows: points, amount, type, status, time, remark and balance, paged. */
export function PointsDetails(props: { account: string | null }) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const query = useQuery(pointsDetailsQueryOptions(props.account, pageNo))
  const labels = useQueryStateLabels(
    t({ id: 'pointMall.details.empty', message: 'No points yet.' }),
    {
      loading: t({ id: 'pointMall.details.loading', message: 'Loading your points details…' }),
      error: t({
        id: 'pointMall.details.error',
        message: 'The points details could not be loaded.',
      }),
      emptyHint: t({
        id: 'pointMall.details.emptyHint',
        message: 'Deposits and bets earn points; they show here.',
      }),
    },
  )
  const pagerLabels = usePagerLabels()
  const columns: Column<PointsEntry>[] = [
    {
      key: 'time',
      header: t({ id: 'pointMall.col.time', message: 'Time' }),
      cell: (entry) => format.dateTime(entry.time),
    },
    {
      key: 'type',
      header: t({ id: 'pointMall.col.type', message: 'Type' }),
      cell: (entry) => <span data-type={entry.type}>{i18n._(entryTypeLabels[entry.type])}</span>,
    },
    {
      key: 'points',
      header: t({ id: 'pointMall.col.points', message: 'Points' }),
      align: 'end',
      cell: (entry) => (
        <span className={entry.points > 0 ? styles.plus : styles.minus}>
          {`${entry.points > 0 ? '+' : '−'}${format.count(Math.abs(entry.points))}`}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t({ id: 'pointMall.col.amount', message: 'Amount' }),
      align: 'end',
      cell: (entry) => (entry.amount ? format.money(entry.amount) : '—'),
    },
    {
      key: 'status',
      header: t({ id: 'pointMall.col.status', message: 'Status' }),
      cell: (entry) => (
        <span className={styles.status[entry.status]} data-status={entry.status}>
          {i18n._(entryStatusLabels[entry.status])}
        </span>
      ),
    },
    {
      key: 'balance',
      header: t({ id: 'pointMall.col.balance', message: 'Balance' }),
      align: 'end',
      cell: (entry) => format.count(entry.balance),
    },
    {
      key: 'remark',
      header: t({ id: 'pointMall.col.remark', message: 'Remark' }),
      cell: (entry) => entry.remark || '—',
    },
  ]
  return (
    <QueryState
      query={query}
      labels={labels}
      isEmpty={(data) => data.list.length === 0}
      testId="details"
    >
      {({ list, totalPages }) => (
        <>
          <DataTable
            caption={t({ id: 'pointMall.details.title', message: 'Points details' })}
            columns={columns}
            rows={list}
            rowKey={(entry) => String(entry.id)}
            testId="points-details"
          />
          <Pager
            current={pageNo}
            totalPages={totalPages}
            onChange={setPageNo}
            labels={pagerLabels}
            testId="details-pager"
          />
        </>
      )}
    </QueryState>
  )
}
