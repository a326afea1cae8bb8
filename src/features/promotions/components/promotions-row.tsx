import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { usePromotionsQuery } from '@/api/content/get-promotions'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as styles from '../promotions.css'
import { PromotionCard } from './promotion-card'

/** How many promotions Home shows. */
const shownCount = 3

/** Home's promotions: the first open ones, as the promotions page shows them, and a link to all. */
export function PromotionsRow() {
  const { t } = useLingui()
  const promotions = usePromotionsQuery()
  const labels = useQueryStateLabels(
    t({ id: 'home.promotions.empty', message: 'No promotions right now.' }),
    { error: t({ id: 'home.promotions.error', message: 'The promotions did not load.' }) },
  )
  const open = (promotions.data?.list ?? []).filter((p) => p.status !== 'closed')
  return (
    <section
      className={styles.page}
      aria-labelledby="home-promotions"
      data-testid="home-promotions"
    >
      <h2 id="home-promotions" className={styles.cardTitle}>
        {t({ id: 'nav.promotions', message: 'Promotions' })}
      </h2>
      <QueryState
        query={promotions}
        labels={labels}
        look="inline"
        isEmpty={() => open.length === 0}
        testId="home-promotions"
      >
        {() => (
          <ul className={styles.grid}>
            {open.slice(0, shownCount).map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        )}
      </QueryState>
      <Link to="/promotions">{t({ id: 'home.row.more', message: 'See all' })}</Link>
    </section>
  )
}
