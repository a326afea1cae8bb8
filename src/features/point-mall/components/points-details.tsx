import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pointsDetailsQueryOptions } from '@/api/points/get-details'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
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
  return (
    <QueryState
      query={query}
      labels={labels}
      isEmpty={(data) => data.list.length === 0}
      testId="details"
    >
      {({ list, totalPages }) => (
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
                    <td
                      className={`${styles.cell} ${entry.points > 0 ? styles.plus : styles.minus}`}
                    >
                      {`${entry.points > 0 ? '+' : '−'}${format.count(Math.abs(entry.points))}`}
                    </td>
                    <td className={styles.cell}>
                      {entry.amount ? format.money(entry.amount) : '—'}
                    </td>
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
