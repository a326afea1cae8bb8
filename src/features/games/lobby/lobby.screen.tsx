import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { vendorsQuery } from '@/api/vendors-query'
import { useRouteEntry } from '@/config/use-route-entry'
import { tableMessages } from '@/i18n/table-messages'
import { getBrand } from '@/state/brand.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { cardTarget } from '../launch/card-target'
import { useLaunchGame } from '../launch/use-launch-game'
import * as styles from './lobby.css'
import { VendorCardButton } from './vendor-card'

/** /live, /sports, /esports: the category's vendor cards; a card starts its game (spec §2.6). */
export function LobbyScreen() {
  const { t, i18n } = useLingui()
  const entry = useRouteEntry()
  const gameType = entry?.params?.games ?? ''
  const vendors = useQuery(vendorsQuery(getBrand().merchantCode))
  const launch = useLaunchGame()
  const title = entry ? i18n._(tableMessages[entry.title] ?? { id: entry.title }) : ''
  const cards = vendors.data?.categories.find((c) => c.gameType === gameType)?.cards ?? []
  return (
    <section className={styles.page} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.title}>
        {title}
      </h1>
      {vendors.isPending ? (
        <StatusPanel
          title={t({ id: 'lobby.loading', message: 'Loading providers…' })}
          testId="lobby-loading"
        />
      ) : vendors.isError ? (
        <StatusPanel
          tone="error"
          title={t({ id: 'lobby.error', message: 'The providers could not be loaded.' })}
          action={
            <button
              type="button"
              className={ui.buttonPrimary}
              onClick={() => void vendors.refetch()}
            >
              {t({ id: 'system.retry', message: 'Try again' })}
            </button>
          }
          testId="lobby-error"
        />
      ) : cards.length === 0 ? (
        <StatusPanel
          title={t({ id: 'lobby.empty', message: 'No providers in this category yet.' })}
          testId="lobby-empty"
        />
      ) : (
        <ul className={styles.cards} data-testid="lobby-cards">
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCardButton card={card} onOpen={() => void launch(cardTarget(card))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
