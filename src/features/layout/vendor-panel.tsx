import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { vendorsQuery } from '@/api/vendors-query'
import { getBrand } from '@/state/brand.store'
import * as ui from '@/ui/ui.css'
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
  const vendors = useQuery(vendorsQuery(getBrand().merchantCode))
  const cards = vendors.data ? headerVendors(vendors.data.categories, props.gameTypes) : []
  const label = props.categoryLabel
  return (
    <>
      {vendors.isPending ? (
        <p className={styles.note} role="status">
          {t({ id: 'header.vendors.loading', message: 'Loading providers…' })}
        </p>
      ) : vendors.isError ? (
        <div className={styles.note} role="alert">
          <p className={styles.note}>
            {t({ id: 'header.vendors.error', message: 'The providers could not be loaded.' })}
          </p>
          <button type="button" className={ui.button} onClick={() => void vendors.refetch()}>
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        </div>
      ) : cards.length === 0 ? (
        <p className={styles.note}>
          {t({ id: 'header.vendors.empty', message: 'No providers in this category yet.' })}
        </p>
      ) : (
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
