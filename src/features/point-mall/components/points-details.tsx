import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatters } from '@/i18n/format'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { detailsQueryOptions } from '../api/points'
import { entryStatusLabels, entryTypeLabels } from '../labels'
import * as styles from '../point-mall.css'
import { Pager } from './pager'
import { useErrorReason } from '@/i18n/ui-labels'

/** The member's points rows: points, amount, type, status, time, remark and balance, paged. */
export function PointsDetails(props: { account: string | null }) {
  const { t, i18n } = useLingui()
  const reason = useErrorReason()
  const format = useFormatters()
  const [pageNo, setPageNo] = useState(1)
  const query = useQuery(detailsQueryOptions(props.account, pageNo))
  if (query.isPending)
    return (
      <StatusPanel
        testId="details-loading"
        title={t({ id: 'pointMall.details.loading', message: 'Loading your points details…' })}
      />
    )
  if (query.isError)
    return (
      <StatusPanel
        tone="error"
        testId="details-error"
        title={t({
          id: 'pointMall.details.error',
          message: 'The points details could not be loaded.',
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
        testId="details-empty"
        title={t({ id: 'pointMall.details.empty', message: 'No points yet.' })}
        message={t({
          id: 'pointMall.details.emptyHint',
          message: 'Deposits and bets earn points; they show here.',
        })}
      />
    )
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="points-details">
          <caption className={ui.visuallyHidden}>
            {t({ id: 'pointMall.details.title', message: 'Points details' })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t({ id: 'pointMall.col.time', message: 'Time' })}
              </th>
              <th scope="col" className={styles.cell}>
                {t({ id: 'pointMall.col.type', message: 'Type' })}
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
                {t({ id: 'pointMall.col.balance', message: 'Balance' })}
              </th>
              <th scope="col" className={styles.cell}>
                {t({ id: 'pointMall.col.remark', message: 'Remark' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((entry) => (
              <tr key={entry.id} data-testid="details-row" data-type={entry.type}>
                <td className={styles.cell}>{format.dateTime(entry.time)}</td>
                <td className={styles.cell}>{i18n._(entryTypeLabels[entry.type])}</td>
                <td className={`${styles.cell} ${entry.points > 0 ? styles.plus : styles.minus}`}>
                  {`${entry.points > 0 ? '+' : '−'}${format.count(Math.abs(entry.points))}`}
                </td>
                <td className={styles.cell}>{entry.amount ? format.money(entry.amount) : '—'}</td>
                <td className={styles.cell}>
                  <span className={styles.status[entry.status]} data-status={entry.status}>
                    {i18n._(entryStatusLabels[entry.status])}
                  </span>
                </td>
                <td className={styles.cell}>{format.count(entry.balance)}</td>
                <td className={styles.cell}>{entry.remark || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} testId="details-pager" />
    </>
  )
}
