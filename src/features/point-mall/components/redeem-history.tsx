import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatters } from '@/i18n/format'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { redeemedQueryOptions } from '../api/points'
import { orderStatusLabels } from '../labels'
import * as styles from '../point-mall.css'
import { Pager } from './pager'
import { useErrorReason } from '@/i18n/ui-labels'

/** The member's redeem orders with their status (processing, rejected, approved), page by page. */
export function RedeemHistory(props: { account: string | null }) {
  const { t, i18n } = useLingui()
  const reason = useErrorReason()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const query = useQuery(redeemedQueryOptions(props.account, pageNo))
  if (query.isPending)
    return (
      <StatusPanel
        testId="history-loading"
        title={t({ id: 'pointMall.history.loading', message: 'Loading your redeem history…' })}
      />
    )
  if (query.isError)
    return (
      <StatusPanel
        tone="error"
        testId="history-error"
        title={t({
          id: 'pointMall.history.error',
          message: 'The redeem history could not be loaded.',
        })}
        message={reason(query.error)}
        action={
          <button type="button" className={ui.button} onClick={() => void query.refetch()}>
            {t({ id: 'pointMall.retry', message: 'Retry' })}
          </button>
        }
      />
    )
  const { list, totalPages } = query.data
  if (list.length === 0)
    return (
      <StatusPanel
        testId="history-empty"
        title={t({ id: 'pointMall.history.empty', message: 'You have not redeemed anything yet.' })}
      />
    )
  return (
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
                <td className={styles.cell}>{order.amount ? format.money(order.amount) : '—'}</td>
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
      <Pager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} testId="history-pager" />
    </>
  )
}
