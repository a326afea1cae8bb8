import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { tableMessages } from '@/i18n/table-messages'
import { getBrand } from '@/state/brand.store'
import { seamlessQueryOptions } from '@/api/games/get-seamless'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { cardTarget } from '../launch/card-target'
import { useLaunchGame } from '../launch/use-launch-game'
import { VendorCardButton } from '../lobby/vendor-card'
import * as lobby from '../lobby/lobby.css'
import * as styles from './seamless.css'

/** The header's label of each category, by game type. */
const categoryLabels: Record<string, string> = {
  LOTT: 'nav.lottery',
  LIVE: 'nav.live',
  SPORTS: 'nav.sports',
  ESPORTS: 'nav.esports',
  FISH: 'nav.fish',
  RNG: 'nav.rng',
  PVP: 'nav.pvp',
  COCKFIGHT: 'nav.cockfight',
}

/**
 * /seamless: the vendors whose games play straight from the main wallet (seamless wallet, no
 * transfer), by category; a card starts its game by the launch rules of spec §2.6.
 */
export function SeamlessScreen() {
  const { t, i18n } = useLingui()
  const seamlessLabels = useQueryStateLabels(
    t({ id: 'games.seamless.empty', message: 'No seamless providers yet.' }),
    {
      loading: t({ id: 'games.seamless.loading', message: 'Loading the providers…' }),
      error: t({ id: 'games.seamless.error', message: 'The providers could not be loaded.' }),
    },
  )
  const launch = useLaunchGame()
  const seamless = useQuery(seamlessQueryOptions(getBrand().merchantCode))
  const label = (gameType: string, title: string) => {
    const id = categoryLabels[gameType]
    const message = id ? tableMessages[id] : undefined
    if (message) return i18n._(message)
    if (gameType === 'ELOTT') return t({ id: 'games.category.elott', message: 'E-lottery' })
    return title
  }
  return (
    <section className={styles.page} aria-labelledby="seamless-title">
      <div className={styles.head}>
        <h1 id="seamless-title" className={styles.title}>
          {t({ id: 'games.seamless.title', message: 'Seamless games' })}
        </h1>
        <p className={styles.intro}>
          {t({
            id: 'games.seamless.intro',
            message:
              'These games play straight from your main wallet: no transfer to a game wallet is needed.',
          })}
        </p>
      </div>
      <QueryState
        query={seamless}
        labels={seamlessLabels}
        isEmpty={(categories) => categories.every((c) => c.cards.length === 0)}
        testId="seamless"
      >
        {(categories) => (
          <div className={styles.categories} data-testid="seamless-categories">
            {categories
              .filter((category) => category.cards.length > 0)
              .map((category) => (
                <section
                  key={category.gameType}
                  className={styles.category}
                  aria-labelledby={`seamless-${category.gameType}`}
                >
                  <h2 id={`seamless-${category.gameType}`} className={styles.categoryTitle}>
                    {label(category.gameType, category.title)}
                  </h2>
                  <ul className={lobby.cards}>
                    {category.cards.map((card) => (
                      <li key={card.vassalage}>
                        <VendorCardButton
                          card={card}
                          onOpen={() => void launch(cardTarget(card))}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        )}
      </QueryState>
    </section>
  )
}
