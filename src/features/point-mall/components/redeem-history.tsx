import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { redeemedQueryOptions } from '@/api/points/get-redeemed'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
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
  return (
    <QueryState
      query={query}
      labels={labels}
      isEmpty={(data) => data.list.length === 0}
      testId="history"
    >
      {({ list, totalPages }) => (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="redeem-history">
              <caption className={ui.visuallyHidden}>
                {t({ id: 'pointMall.history.title', message: 'Redeem history' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.time', message: 'Time' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.item', message: 'Item' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.quantity', message: 'Quantity' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.points', message: 'Points' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.amount', message: 'Amount' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.status', message: 'Status' })}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t({ id: 'pointMall.col.remark', message: 'Remark' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((order) => (
                  <tr key={order.id} data-testid="history-row">
                    <td className={styles.cell}>{format.dateTime(order.time)}</td>
                    <td className={styles.cell}>{order.name}</td>
                    <td className={styles.cell}>{format.count(order.quantity)}</td>
                    <td className={styles.cell}>{format.count(order.points)}</td>
                    <td className={styles.cell}>
                      {order.amount ? format.money(order.amount) : '—'}
                    </td>
                    <td className={styles.cell}>
                      <span className={styles.status[order.status]} data-status={order.status}>
                        {i18n._(orderStatusLabels[order.status])}
                      </span>
                    </td>
                    <td className={styles.cell}>{order.remark || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
