import { useLingui } from '@lingui/react/macro'
import { useAllVendorsQuery } from '@/api/games/get-vendors'
import { useRouteEntry } from '@/config/use-route-entry'
import { tableLabel } from '@/i18n/table-label'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { cardTarget } from '../launch/card-target'
import { useLaunchGame } from '../launch/use-launch-game'
import * as styles from './lobby.css'
import { VendorCardButton } from './vendor-card'

/** /live, /sports, /esports: the category's vendor cards; a card starts its game (spec §2.6). */
export function LobbyScreen() {
  const { t, i18n } = useLingui()
  const entry = useRouteEntry()
  const gameType = entry?.params?.games ?? ''
  const vendors = useAllVendorsQuery()
  const launch = useLaunchGame()
  const title = entry ? tableLabel(i18n, entry.title) : ''
  const labels = useQueryStateLabels(
    t({ id: 'lobby.empty', message: 'No providers in this category yet.' }),
    {
      loading: t({ id: 'lobby.loading', message: 'Loading providers…' }),
      error: t({ id: 'lobby.error', message: 'The providers could not be loaded.' }),
    },
  )
  const cards = vendors.data?.categories.find((c) => c.gameType === gameType)?.cards ?? []
  return (
    <section className={styles.page} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.title}>
        {title}
      </h1>
      <QueryState query={vendors} labels={labels} isEmpty={() => cards.length === 0} testId="lobby">
        {() => (
          <ul className={styles.cards} data-testid="lobby-cards">
            {cards.map((card, index) => (
              <li key={card.vassalage}>
                <VendorCardButton
                  card={card}
                  isEager={index < 4}
                  onOpen={() => void launch(cardTarget(card))}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}
