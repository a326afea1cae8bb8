import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { VendorCard } from '@/api/games/get-vendors'
import { isSafeImageUrl } from '@/lib/safe-url'
import * as styles from './lobby.css'

/** The picture a vendor card shows: the vendor's art at 1x and 2x, else its small icon. */
function vendorArt(card: VendorCard) {
  const image = card.image
  if (image && isSafeImageUrl(image.src))
    return {
      src: image.src,
      src2x: isSafeImageUrl(image.src2x) ? image.src2x : '',
      width: image.width,
      height: image.height,
    }
  return isSafeImageUrl(card.smallIcon)
    ? { src: card.smallIcon, src2x: '', width: 320, height: 160 }
    : null
}

/**
 * A vendor's card in a lobby: its picture (mark and name), the hot marker and maintenance (spec §3).
 * Without a picture, or when it fails to load, a drawn panel of the same size letters the name.
 */
export function VendorCardButton(props: {
  card: VendorCard
  onOpen: () => void
  /** The first cards of a lobby load at once: they are the first screen. */
  isEager?: boolean
  /** How wide the card shows (the img's sizes); a lobby grid's by default. */
  imageSizes?: string
}) {
  const { t } = useLingui()
  const { card } = props
  // A picture that fails to load (the browser has retried its request) gives way to the panel.
  const [failed, setFailed] = useState(false)
  const art = failed ? null : vendorArt(card)
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
      {art ? (
        <img
          className={styles.art}
          src={art.src}
          // Widths, not densities: a small card on a dense phone screen is served by the 1x picture.
          srcSet={
            art.src2x ? `${art.src} ${art.width}w, ${art.src2x} ${art.width * 2}w` : undefined
          }
          sizes={art.src2x ? (props.imageSizes ?? '(max-width: 640px) 48vw, 220px') : undefined}
          alt=""
          width={art.width}
          height={art.height}
          loading={props.isEager ? 'eager' : 'lazy'}
          decoding="async"
          data-testid="vendor-art"
          onError={() => setFailed(true)}
        />
      ) : null}
      {/* The picture letters the name in, and the text stays for screen readers; without a picture
          the name is lettered on a drawn panel of the picture's size. */}
      <span
        className={art ? styles.hiddenName : styles.artFallback}
        data-testid={art ? undefined : 'vendor-art-fallback'}
      >
        {card.displayName}
      </span>
      {card.maintenance ? (
        <span className={styles.note}>
          {t({ id: 'lobby.maintenance', message: 'Under maintenance' })}
        </span>
      ) : null}
    </button>
  )
}
