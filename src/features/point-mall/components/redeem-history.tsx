import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { redeemedQueryOptions, type RedeemOrder } from '@/api/points/get-redeemed'
import { useFormatters } from '@/i18n/format'
import { usePagerLabels } from '@/i18n/pager-labels'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { DataTable, type Column } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { orderStatusLabels } from '../labels'
import * as styles from '../point-mall.css'

/** The member's redeem orders with their status (processing, rejected, approved), page by page. */
export function RedeemHistory(props: { account: string | null }) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const query = useQuery(redeemedQueryOptions(props.account, pageNo))
  const labels = useQueryStateLabels(
    t({ id: 'pointMall.history.empty', message: 'You have not redeemed anything yet.' }),
    {
      loading: t({ id: 'pointMall.history.loading', message: 'Loading your redeem history…' }),
      error: t({
        id: 'pointMall.history.error',
        message: 'The redeem history could not be loaded.',
      }),
    },
  )
  const pagerLabels = usePagerLabels()
  const columns: Column<RedeemOrder>[] = [
    {
      key: 'time',
      header: t({ id: 'pointMall.col.time', message: 'Time' }),
      cell: (order) => format.dateTime(order.time),
    },
    {
      key: 'item',
      header: t({ id: 'pointMall.col.item', message: 'Item' }),
      cell: (order) => order.name,
    },
    {
      key: 'quantity',
      header: t({ id: 'pointMall.col.quantity', message: 'Quantity' }),
      align: 'end',
      cell: (order) => format.count(order.quantity),
    },
    {
      key: 'points',
      header: t({ id: 'pointMall.col.points', message: 'Points' }),
      align: 'end',
      cell: (order) => format.count(order.points),
    },
    {
      key: 'amount',
      header: t({ id: 'pointMall.col.amount', message: 'Amount' }),
      align: 'end',
      cell: (order) => (order.amount ? format.money(order.amount) : '—'),
    },
    {
      key: 'status',
      header: t({ id: 'pointMall.col.status', message: 'Status' }),
      cell: (order) => (
        <span className={styles.status[order.status]} data-status={order.status}>
          {i18n._(orderStatusLabels[order.status])}
        </span>
      ),
    },
    {
      key: 'remark',
      header: t({ id: 'pointMall.col.remark', message: 'Remark' }),
      cell: (order) => order.remark || '—',
    },
  ]
  return (
    <QueryState
      query={query}
      labels={labels}
      isEmpty={(data) => data.list.length === 0}
      testId="history"
    >
      {({ list, totalPages }) => (
        <>
          <DataTable
            caption={t({ id: 'pointMall.history.title', message: 'Redeem history' })}
            columns={columns}
            rows={list}
            rowKey={(order) => String(order.id)}
            testId="redeem-history"
          />
          <Pager
            current={pageNo}
            totalPages={totalPages}
            onChange={setPageNo}
            labels={pagerLabels}
            testId="history-pager"
          />
        </>
      )}
    </QueryState>
  )
}
