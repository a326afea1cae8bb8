import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWinnersQuery } from '@/api/community/get-winners'
import { useVendorName } from '@/api/games/get-vendors'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { usePreferences } from '@/state/preferences.store'
import { DataTable } from '@/ui/data-table'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as styles from '../community.css'
import { dateTime, money } from '../lib/format'

/** The winners list page: the brand's wins, newest first, page by page. */
export function WinnersScreen() {
  const { t } = useLingui()
  const vendorName = useVendorName()
  const { language } = usePreferences()
  const [page, setPage] = useState(1)
  const winners = useWinnersQuery(page)
  const labels = useQueryStateLabels(t({ id: 'winners.empty', message: 'No winners yet.' }), {
    emptyHint: t({ id: 'winners.emptyHint', message: 'Big wins will show up here.' }),
  })
  const pagerLabels = usePagerLabels()
  return (
    <section className={styles.page} data-testid="winners">
      <h1 className={styles.heading}>{t({ id: 'nav.winners', message: 'Winners' })}</h1>
      <QueryState
        query={winners}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="winners"
      >
        {({ list, totalPages }) => (
          <>
            <DataTable
              caption={t({ id: 'nav.winners', message: 'Winners' })}
              testId="winners-table"
              rowTestId="winner-row"
              rows={list}
              rowKey={(w, index) => `${w.time}-${index}`}
              columns={[
                {
                  key: 'player',
                  header: t({ id: 'winners.player', message: 'Player' }),
                  cell: (w) => w.player,
                },
                {
                  key: 'game',
                  header: t({ id: 'winners.game', message: 'Game' }),
                  // One element: on a phone the cell lays its label and its value out as a row of
                  // two, and the vendor's name would stand apart from the game's.
                  cell: (w) => (
                    <span>
                      {w.gameName}
                      {vendorName(w.vendor) ? (
                        <span className={styles.muted}> · {vendorName(w.vendor)}</span>
                      ) : null}
                    </span>
                  ),
                },
                {
                  key: 'prize',
                  header: t({ id: 'winners.prize', message: 'Prize' }),
                  cell: (w) => money(w.prize, language),
                  align: 'end',
                },
                {
                  key: 'time',
                  header: t({ id: 'winners.time', message: 'Time' }),
                  cell: (w) => <time dateTime={w.time}>{dateTime(w.time, language)}</time>,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={totalPages}
              onChange={setPage}
              labels={pagerLabels}
              testId="pager"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
