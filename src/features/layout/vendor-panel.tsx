import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useAllVendorsQuery } from '@/api/games/get-vendors'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as styles from './category-nav.css'
import { headerVendors, isSafeImageUrl } from './lib/vendors'

/**
 * A category's drop-down (spec §2.4): at most 6 of its vendors with their logos and a hot marker,
 * then More, which opens the category's page. Loading, empty and failed states show in place.
 */
export function VendorPanel(props: {
  gameTypes: string[]
  to: string
  categoryLabel: string
  onDone: () => void
}) {
  const { t } = useLingui()
  const vendors = useAllVendorsQuery()
  const cards = vendors.data ? headerVendors(vendors.data.categories, props.gameTypes) : []
  const label = props.categoryLabel
  const labels = useQueryStateLabels(
    t({ id: 'header.vendors.empty', message: 'No providers in this category yet.' }),
    {
      loading: t({ id: 'header.vendors.loading', message: 'Loading providers…' }),
      error: t({ id: 'header.vendors.error', message: 'The providers could not be loaded.' }),
    },
  )
  return (
    <>
      <QueryState
        query={vendors}
        labels={labels}
        isEmpty={() => cards.length === 0}
        look="inline"
        testId="vendor-list"
      >
        {() => (
          <ul className={styles.vendors} data-testid="vendor-list">
            {cards.map((card) => (
              <li key={card.vassalage}>
                <Link
                  to={props.to}
                  search={{ vendor: card.vassalage }}
                  className={styles.vendor}
                  onClick={props.onDone}
                  data-testid="header-vendor"
                >
                  {isSafeImageUrl(card.smallIcon) ? (
                    <img
                      className={styles.vendorLogo}
                      src={card.smallIcon}
                      alt=""
                      width={48}
                      height={24}
                      loading="lazy"
                    />
                  ) : null}
                  <span className={styles.vendorName}>{card.displayName}</span>
                  {card.isHot === 1 ? (
                    <span className={styles.hot} data-testid="vendor-hot">
                      {t({ id: 'header.vendors.hot', message: 'Hot' })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link
        to={props.to}
        className={styles.more}
        onClick={props.onDone}
        data-testid="vendor-more"
        aria-label={t({ id: 'header.vendors.moreOf', message: `More: ${label}` })}
      >
        {t({ id: 'header.vendors.more', message: 'More' })}
      </Link>
    </>
  )
}
