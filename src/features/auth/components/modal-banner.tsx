import { useBannersQuery, type Banner } from '@/api/content/get-banners'
import { useImageOrigins } from '@/api/system/image-origins'
import { knownRoutes } from '@/config/tables'
import { bannerLink, safeImageUrl } from '@/lib/banner-links'
import * as styles from '../auth.css'

/**
 * The width the banner is shown at: the dialog's body, min(600px, 100vw - 2rem) less its padding
 * (2 × 1.25rem) and border. The browser picks the 1x or 2x artwork from it and the screen's density.
 */
const shownSizes = '(max-width: 632px) calc(100vw - 4.6rem), 560px'

/** The banner's artwork at 1x and 2x when the platform answers both (and they may load), else its URL. */
function pictureOf(banner: Banner, origins: readonly string[]) {
  const src = safeImageUrl(banner.url, location.origin, origins)
  if (!src) return null
  const one = banner.image && safeImageUrl(banner.image.src, location.origin, origins)
  const two = banner.image && safeImageUrl(banner.image.src2x, location.origin, origins)
  if (!banner.image || !one || !two) return { src }
  const { width } = banner.image
  return { src: one, srcSet: `${one} ${width}w, ${two} ${width * 2}w`, sizes: shownSizes }
}

/**
 * A modal's banner (spec §2.2, §2.5: the login modal w_login, the register modal w_reg): the first
 * of its group. While the group's answer is on its way its box is kept, so the form below does not
 * move under a visitor who has started typing; with none, or a failed answer, nothing shows. Its art
 * loads only from this site, the platform or its image CDNs, and a click opens only an http(s) URL
 * (design §6); a route would close the modal under the visitor, so route banners do not link here.
 */
export function ModalBanner(props: { group: 'w_login' | 'w_reg' }) {
  const banners = useBannersQuery(props.group)
  const origins = useImageOrigins()
  if (banners.isPending)
    return <div className={styles.bannerPending} data-testid={`banner-${props.group}-loading`} />
  const banner = banners.data?.[0]
  const picture = banner ? pictureOf(banner, origins) : null
  if (!banner || !picture) return null
  const image = (
    <img
      className={styles.banner}
      {...picture}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      decoding="async"
      data-testid={`banner-${props.group}`}
    />
  )
  const link = bannerLink(banner.linkageType, banner.target, knownRoutes)
  return link?.kind === 'external' ? (
    <a className={styles.bannerLink} href={link.href} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    image
  )
}
