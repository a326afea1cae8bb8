import { useLingui } from '@lingui/react/macro'
import type { VendorCard } from '@/api/games/get-vendors'
import { isSafeImageUrl } from '@/lib/safe-url'
import * as styles from './lobby.css'

/** A vendor's card in a lobby: logo, name, the hot marker, and its maintenance state (spec §3). */
export function VendorCardButton(props: { card: VendorCard; onOpen: () => void }) {
  const { t } = useLingui()
  const { card } = props
  return (
    <button
      type="button"
      className={styles.card}
      onClick={props.onOpen}
      aria-disabled={card.maintenance || undefined}
      data-testid={`vendor-card-${card.vassalage}`}
    >
      {card.isHot === 1 ? (
        <span className={styles.tag}>{t({ id: 'header.vendors.hot', message: 'Hot' })}</span>
      ) : null}
      {isSafeImageUrl(card.smallIcon) ? (
        <img
          className={styles.logo}
          src={card.smallIcon}
          alt=""
          width={96}
          height={48}
          loading="lazy"
        />
      ) : null}
      <span className={styles.name}>{card.displayName}</span>
      {card.maintenance ? (
        <span className={styles.note}>
          {t({ id: 'lobby.maintenance', message: 'Under maintenance' })}
        </span>
      ) : null}
    </button>
  )
}
