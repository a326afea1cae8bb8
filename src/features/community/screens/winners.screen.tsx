import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { usePreferences } from '@/state/preferences.store'
import { winnersQueryOptions } from '../api/community.queries'
import * as styles from '../community.css'
import { Pager } from '../components/pager'
import { Empty, LoadError, Loading } from '../components/query-states'
import { dateTime, money } from '../lib/format'

/** The winners list page: the brand's wins, newest first, page by page. */
export function WinnersScreen() {
  const { t } = useLingui()
  const { language } = usePreferences()
  const [page, setPage] = useState(1)
  const winners = useQuery({ ...winnersQueryOptions(page), placeholderData: keepPreviousData })
  return (
    <section className={styles.page} data-testid="winners">
      <h1 className={styles.heading}>{t({ id: 'nav.winners', message: 'Winners' })}</h1>
      {winners.isPending ? (
        <Loading />
      ) : winners.isError ? (
        <LoadError error={winners.error} onRetry={() => void winners.refetch()} />
      ) : winners.data.list.length === 0 ? (
        <Empty
          title={t({ id: 'winners.empty', message: 'No winners yet.' })}
          message={t({ id: 'winners.emptyHint', message: 'Big wins will show up here.' })}
        />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="winners-table">
              <thead>
                <tr>
                  <th className={styles.cell}>{t({ id: 'winners.player', message: 'Player' })}</th>
                  <th className={styles.cell}>{t({ id: 'winners.game', message: 'Game' })}</th>
                  <th className={styles.numeric}>{t({ id: 'winners.prize', message: 'Prize' })}</th>
                  <th className={`${styles.cell} ${styles.hideNarrow}`}>
                    {t({ id: 'winners.time', message: 'Time' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {winners.data.list.map((w, index) => (
                  <tr key={`${w.time}-${index}`} data-testid="winner-row">
                    <td className={styles.cell}>{w.player}</td>
                    <td className={styles.cell}>
                      {w.gameName} <span className={styles.muted}>· {w.vendor}</span>
                    </td>
                    <td className={styles.numeric}>{money(w.prize, language)}</td>
                    <td className={`${styles.cell} ${styles.hideNarrow}`}>
                      <time dateTime={w.time}>{dateTime(w.time, language)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={winners.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
