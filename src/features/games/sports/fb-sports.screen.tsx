import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { allVendorsQueryOptions, type VendorCard } from '@/api/games/get-vendors'
import { getBrand } from '@/state/brand.store'
import * as ui from '@/ui/ui.css'
import { cardTarget } from '../launch/card-target'
import { useLaunchGame } from '../launch/use-launch-game'
import { isSafeImageUrl } from '@/lib/safe-url'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as styles from './fb-sports.css'

/** The separate sports vendor of /fbsports. */
export const fbSportsVendor = 'FB'

/**
 * /fbsports (spec §2.1): the separate sports vendor's card, whose start button launches its
 * sportsbook in the /game frame by the launch rules (login check first).
 */
export function FbSportsScreen() {
  const { t } = useLingui()
  const fbSportsLabels = useQueryStateLabels(
    t({ id: 'games.fbSports.empty', message: 'This sportsbook is not offered here.' }),
    {
      loading: t({ id: 'games.fbSports.loading', message: 'Loading the sportsbook…' }),
      error: t({ id: 'games.fbSports.error', message: 'The sportsbook could not be loaded.' }),
    },
  )
  const launch = useLaunchGame()
  const vendors = useQuery({
    ...allVendorsQueryOptions(getBrand().merchantCode),
    select: (data): VendorCard | null =>
      data.categories.flatMap((c) => c.cards).find((c) => c.vassalage === fbSportsVendor) ?? null,
  })
  return (
    <section className={styles.page} aria-labelledby="fb-title">
      <h1 id="fb-title" className={styles.title}>
        {t({ id: 'games.fbSports.title', message: 'Sports' })}
      </h1>
      <QueryState
        query={vendors}
        labels={fbSportsLabels}
        isEmpty={(card) => card === null}
        testId="fb-sports"
      >
        {(card) =>
          card ? (
            <div className={styles.card} data-testid="fb-sports-card">
              {isSafeImageUrl(card.smallIcon) ? (
                <img
                  className={styles.logo}
                  src={card.smallIcon}
                  alt=""
                  width={160}
                  height={80}
                  loading="lazy"
                />
              ) : null}
              <div className={styles.body}>
                <h2 className={styles.name}>{card.displayName}</h2>
                <p className={styles.text}>
                  {t({
                    id: 'games.fbSports.intro',
                    message:
                      'Pre-match and in-play betting on football, basketball, tennis and more, with live odds and cash out.',
                  })}
                </p>
                {card.maintenance ? (
                  <p className={styles.note} data-testid="fb-sports-maintenance">
                    {t({ id: 'lobby.maintenance', message: 'Under maintenance' })}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={ui.buttonPrimary}
                  aria-disabled={card.maintenance || undefined}
                  onClick={() => void launch(cardTarget(card))}
                  data-testid="fb-sports-start"
                >
                  {t({ id: 'games.fbSports.start', message: 'Start betting' })}
                </button>
              </div>
            </div>
          ) : null
        }
      </QueryState>
    </section>
  )
}
