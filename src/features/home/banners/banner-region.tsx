import { lazy, Suspense } from 'react'
import { useBannersQuery } from '@/api/content/get-banners'
import { useImageOrigins } from '@/api/system/image-origins'
import { safeImageUrl } from '@/lib/banner-links'
import { NoticeTicker } from '../notices/notice-ticker'
import { BannerCarousel } from './banner-carousel'
import type { ShownBanner } from './banner-slide'
import { bannerSrcSet } from './banner-sources'
import * as styles from './banners.css'

const Jackpot = lazy(() => import('../jackpot/jackpot').then((m) => ({ default: m.Jackpot })))

/** The banners of a group; nothing while loading, on error or when the group has none. */
export function GroupBanners(props: { group: string }) {
  const banners = useBannersQuery(props.group)
  const origins = useImageOrigins()
  const shown = (banners.data ?? []).flatMap((banner): ShownBanner[] => {
    const src = safeImageUrl(banner.url, location.origin, origins)
    if (!src) return []
    // The artwork at 1x and 2x, when the platform answers both: the browser picks by width.
    const one = banner.image && safeImageUrl(banner.image.src, location.origin, origins)
    const two = banner.image && safeImageUrl(banner.image.src2x, location.origin, origins)
    const srcSet = one && two ? bannerSrcSet(one, two, banner.image!.width) : undefined
    return [{ ...banner, src, srcSet }]
  })
  // While the answer is on its way the banner's box is kept, so nothing below it moves.
  if (banners.isPending) return <div className={styles.pending} data-testid="banners-loading" />
  if (!shown.length) return null
  return <BannerCarousel key={props.group} banners={shown} />
}

/**
 * The root layout's banner region: the path's banner group (spec §2.2), the jackpot on /rng
 * (spec §4) and the notice ticker on Home and the lobbies (spec §2.3). A lazy chunk: the slot in
 * banner-slot.tsx keeps its place while it loads.
 */
export function BannerRegion(props: { group: string | null; path: string; hasTicker: boolean }) {
  const { group, path, hasTicker } = props
  return (
    <div
      data-region="banner"
      className={group ? `${styles.region} ${styles.regionBeside}` : styles.region}
    >
      {group ? <GroupBanners group={group} /> : null}
      {path === '/rng' ? (
        <div className={styles.jackpotSlot}>
          <Suspense fallback={null}>
            <Jackpot />
          </Suspense>
        </div>
      ) : null}
      {hasTicker ? <NoticeTicker /> : null}
    </div>
  )
}
