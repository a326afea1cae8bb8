import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { Banner } from '@/api/content/get-banners'
import { knownRoutes } from '@/config/tables'
import { bannerLink } from '@/lib/banner-links'
import { passLoginCheck } from '@/state/login-check'
import { bannerSizes } from './banner-sources'
import * as styles from './banners.css'

/** A banner whose image URL passed the image check, with its artwork's sizes when it has them. */
export type ShownBanner = Banner & { src: string; srcSet?: string }

/**
 * One banner: its image at its own size (no layout shift), eager and high priority when it is the
 * first (the largest paint), lazy otherwise, wrapped in the link its linkageType allows, if any.
 */
export function BannerSlide(props: {
  banner: ShownBanner
  isFirst: boolean
  isActive: boolean
  /** Set by the slider: a click that ended a drag opens nothing. */
  wasDragged?: () => boolean
}) {
  const { banner, isFirst, isActive, wasDragged } = props
  const navigate = useNavigate()
  const link = bannerLink(banner.linkageType, banner.target, knownRoutes)
  const image = (
    <img
      className={styles.image}
      src={banner.src}
      srcSet={banner.srcSet}
      sizes={banner.srcSet ? bannerSizes : undefined}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      decoding={isFirst ? 'auto' : 'async'}
      draggable={false}
    />
  )
  const common = {
    className: styles.slide,
    'data-testid': 'banner-slide',
    'data-banner-id': banner.bannerId,
    'data-active': isActive ? 'true' : 'false',
    'aria-hidden': isActive ? undefined : true,
  }
  if (!link) return <div {...common}>{image}</div>
  const tabIndex = isActive ? undefined : -1
  if (link.kind === 'external')
    return (
      <div {...common}>
        <a
          className={styles.slideLink}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={tabIndex}
          onClick={(event) => {
            if (wasDragged?.()) event.preventDefault()
          }}
        >
          {image}
        </a>
      </div>
    )
  const query = new URLSearchParams(link.search).toString()
  const open = (event: MouseEvent) => {
    // Modified clicks keep the browser's own handling (a new tab), except where a login is needed.
    if (!link.needsLogin && (event.metaKey || event.ctrlKey || event.shiftKey)) return
    event.preventDefault()
    if (wasDragged?.()) return
    if (link.needsLogin && !passLoginCheck()) return
    navigate({ to: link.path, search: link.search }).catch(() => undefined)
  }
  return (
    <div {...common}>
      <a
        className={styles.slideLink}
        href={query ? `${link.path}?${query}` : link.path}
        tabIndex={tabIndex}
        onClick={open}
      >
        {image}
      </a>
    </div>
  )
}
