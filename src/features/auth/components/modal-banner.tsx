import { useBannersQuery } from '@/api/content/get-banners'
import { knownRoutes } from '@/config/known-routes'
import { bannerLink, safeImageUrl } from '@/lib/banner-links'
import * as styles from '../auth.css'

/**
 * The first banner of a modal's group (w_login, w_reg); nothing while loading, failing or empty.
 * Its art loads only from this site, and a click opens only an http(s) URL (spec §2.2, design §6);
 * a route would close the modal under the visitor, so route banners do not link here.
 */
export function ModalBanner(props: { group: 'w_login' | 'w_reg' }) {
  const banners = useBannersQuery(props.group)
  const banner = banners.data?.[0]
  const src = banner ? safeImageUrl(banner.url, location.origin) : null
  if (!banner || !src) return null
  const image = (
    <img
      className={styles.banner}
      src={src}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      data-testid={`banner-${props.group}`}
    />
  )
  const link = bannerLink(banner.linkageType, banner.target, knownRoutes)
  return link?.kind === 'external' ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    image
  )
}
