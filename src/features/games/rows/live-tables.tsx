import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAllVendorsQuery, type VendorCard } from '@/api/games/get-vendors'
import { QueryState } from '@/ui/query-state'
import { cardTarget } from '../launch/card-target'
import { VendorCardButton } from '../lobby/vendor-card'
import * as lobbyStyles from '../lobby/lobby.css'
import * as styles from './game-rows.css'
import { RowPlaceholder } from './row-placeholder'

const rowActions = () => import('./row-actions')

/**
 * Home's live tables: the live-casino vendors' cards; a card opens its tables (spec §2.6), with the
 * launch rules loaded on the first press, as the rows of games do.
 */
export function LiveTablesRow() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const vendors = useAllVendorsQuery()
  const launch = (card: VendorCard) =>
    void rowActions().then((m) => m.launchTarget(cardTarget(card), navigate, i18n))
  const cards = vendors.data?.categories.find((c) => c.gameType === 'LIVE')?.cards ?? []
  const labels = {
    loading: t({ id: 'home.row.live.loading', message: 'Loading live tables…' }),
    error: t({ id: 'home.row.live.error', message: 'The live tables did not load.' }),
    retry: t({ id: 'games.retry', message: 'Retry' }),
    empty: t({ id: 'home.row.live.empty', message: 'No live tables open right now.' }),
    reason: () => undefined,
  }
  return (
    <section
      className={styles.section}
      aria-labelledby="home-row-liveTables"
      data-testid="home-row-liveTables"
    >
      <div className={styles.head}>
        <h2 id="home-row-liveTables" className={styles.title}>
          {t({ id: 'home.row.live', message: 'Live tables' })}
        </h2>
        <Link to="/live" className={styles.more}>
          {t({ id: 'home.row.more', message: 'See all' })}
        </Link>
      </div>
      <div className={styles.body}>
        {vendors.isPending ? <VendorsSkeleton /> : null}
        <QueryState
          query={vendors}
          labels={labels}
          look="inline"
          isEmpty={() => cards.length === 0}
          testId="home-row-liveTables"
        >
          {() => (
            <ul className={styles.trackList}>
              {cards.map((card) => (
                <li key={card.vassalage}>
                  <VendorCardButton
                    card={card}
                    onOpen={() => launch(card)}
                    imageSizes="(max-width: 640px) 26vw, 170px"
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  )
}

/** The vendor cards' boxes while they load. */
function VendorsSkeleton() {
  return (
    <ul className={`${styles.trackList} ${styles.skeleton}`} aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index}>
          <span className={lobbyStyles.card}>
            <span className={lobbyStyles.art} />
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The row's place before it mounts: its head's line and its cards' boxes (RowPlaceholder). */
export function LiveTablesPlaceholder() {
  return (
    <RowPlaceholder>
      <VendorsSkeleton />
    </RowPlaceholder>
  )
}
