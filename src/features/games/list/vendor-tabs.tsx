import { memo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { VendorCard } from '@/api/games/get-vendors'
import * as styles from './game-list.css'

/** Spec §9: the vendor strip gets prev/next arrows when there are more than 7 vendors. */
export const arrowsAbove = 7

/** The vendor tabs: every vendor of the category (and all of them), scrollable, with arrows. */
export const VendorTabs = memo(function VendorTabs(props: {
  vendors: VendorCard[]
  selected: string
  onSelect: (vendor: string) => void
  /** While the vendors load, the strip keeps its height hidden: arrows appearing would shift it. */
  isPending?: boolean
  isError: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  const { vendors, selected, onSelect } = props
  const listRef = useRef<HTMLUListElement>(null)
  const hasArrows = vendors.length > arrowsAbove
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current
    if (!list) return
    // Logical direction: in a right-to-left page "next" scrolls to the left.
    const sign = getComputedStyle(list).direction === 'rtl' ? -1 : 1
    list.scrollBy({ left: direction * sign * list.clientWidth * 0.8, behavior: 'smooth' })
  }
  const tab = (vendor: string, label: string, card?: VendorCard) => (
    <li key={vendor || 'all'}>
      <button
        type="button"
        className={styles.tab}
        aria-pressed={vendor === selected}
        onClick={() => onSelect(vendor)}
        data-testid={`vendor-tab-${vendor || 'all'}`}
      >
        {label}
        {card?.isHot === 1 ? (
          <span className={styles.hot}>{t({ id: 'games.hot.marker', message: 'Hot' })}</span>
        ) : null}
        {card?.maintenance ? (
          <span className={styles.muted}>
            {t({ id: 'games.maintenance.short', message: 'Maintenance' })}
          </span>
        ) : null}
      </button>
    </li>
  )
  return (
    <nav
      className={styles.strip}
      aria-label={t({ id: 'games.vendors', message: 'Game vendors' })}
      data-testid="vendor-tabs"
      style={props.isPending ? { visibility: 'hidden' } : undefined}
    >
      {hasArrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t({ id: 'games.vendors.prev', message: 'Previous vendors' })}
          onClick={() => scroll(-1)}
          data-testid="vendor-prev"
        >
          ‹
        </button>
      ) : null}
      <ul className={styles.tabs} ref={listRef}>
        {tab('', t({ id: 'games.vendors.all', message: 'All vendors' }))}
        {vendors.map((card) => tab(card.vassalage, card.displayName, card))}
        {props.isError ? (
          <li>
            <button
              type="button"
              className={styles.tab}
              onClick={props.onRetry}
              data-testid="vendor-retry"
            >
              {t({ id: 'games.vendors.retry', message: 'Vendors did not load. Retry' })}
            </button>
          </li>
        ) : null}
      </ul>
      {hasArrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t({ id: 'games.vendors.next', message: 'Next vendors' })}
          onClick={() => scroll(1)}
          data-testid="vendor-next"
        >
          ›
        </button>
      ) : null}
    </nav>
  )
})
