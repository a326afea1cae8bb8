import { lazy, Suspense, useEffect, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { bannersQueryOptions } from '@/api/content/get-banners'
import { noticesQueryOptions } from '@/api/content/get-notices'
import { bannerGroupFor, normalPath, regionBannerGroup, tickerPaths } from './banner-groups'
import { bannerSizes, bannerSrcSet } from './banner-sources'
import { safeImageUrl } from '@/lib/banner-links'
import { expectLargestImage } from '@/lib/largest-paint'
import { usePreferences } from '@/state/preferences.store'
import type { BannerRegion } from './banner-region'
import * as styles from './banners.css'

type Region = typeof BannerRegion

/** The region's component once its chunk is in: a slot mounted after that renders it directly. */
let loadedRegion: Region | undefined
const loadRegion = () =>
  import('./banner-region').then((m) => {
    loadedRegion = m.BannerRegion
    return m
  })
const LazyRegion = lazy(() => loadRegion().then((m) => ({ default: m.BannerRegion })))

/**
 * The first banner's image last asked for ahead. Held, so that the banner's own image finds it in
 * the page's memory cache, which keeps an image only while something holds it: the HTTP cache may
 * not have it (a response it may not store, a certificate the browser does not trust), and the
 * banner would then fetch it again, after the first render.
 */
let heldImage: HTMLImageElement | undefined

/**
 * Asks for what the banner region of a path shows: its chunk, the banners and the notices, and
 * once the banners are known the first one's image (the page's largest paint on Home and the
 * lobbies). Only art on the page's own origin is fetched ahead; the region still checks every URL.
 * Called at boot for the first screen and by the slot on each path. Settles (never fails) once the
 * chunk and the banners are in or have failed: boot waits for it a little, so that the first render
 * holds the banner rather than its placeholder. At boot (atBoot) it names the first image as the
 * first screen's largest paint (docs/performance.md).
 */
export function prefetchBannerRegion(
  queryClient: QueryClient,
  pathname: string,
  language: string,
  atBoot = false,
): Promise<unknown> {
  const path = normalPath(pathname)
  const group = bannerGroupFor(path)
  if (!group && !tickerPaths.has(path)) return Promise.resolve()
  const region = loadRegion().catch(() => undefined)
  // The jackpot is the region's own lazy part on /rng: its chunk comes beside the region's.
  if (path === '/rng') import('../jackpot/jackpot').catch(() => undefined)
  if (tickerPaths.has(path)) void queryClient.prefetchQuery(noticesQueryOptions(language))
  if (!group) return region
  const nameLargestImage = atBoot ? expectLargestImage() : undefined
  const banners = bannersQueryOptions(group, language)
  const answer = queryClient.prefetchQuery(banners)
  void answer.then(() => {
    const first = queryClient
      .getQueryData(banners.queryKey)
      ?.list.find((banner) => banner.groupName === group)
    const src = first && safeImageUrl(first.url, location.origin)
    // An image's src reads back absolute: the same address is asked for once.
    const href = src && new URL(src, location.href).href
    if (!href || heldImage?.src === href) {
      nameLargestImage?.()
      return
    }
    const image = new Image()
    image.fetchPriority = 'high'
    // The banner's own sources and sizes (banner-region.tsx), set before src: the browser picks
    // the file the banner will show, not the 2x file its url names.
    const one = first.image && safeImageUrl(first.image.src, location.origin)
    const two = first.image && safeImageUrl(first.image.src2x, location.origin)
    if (one && two) {
      image.sizes = bannerSizes
      image.srcset = bannerSrcSet(one, two, first.image!.width)
    }
    image.src = href
    // Decoded ahead as well: the banner's first paint then waits for no decode of its own.
    void image.decode().catch(() => undefined)
    heldImage = image
    nameLargestImage?.({ href, image })
  })
  return Promise.all([region, answer])
}

/**
 * The banner region's place in the root layout. Its code is a lazy chunk (pages without banners,
 * such as /login, never load it); the banners and notices are asked for at once, beside the
 * chunk (prefetchBannerRegion), and the boxes they will fill are kept while it loads, so nothing
 * below moves.
 */
export function BannerSlot() {
  const path = normalPath(useLocation({ select: (l) => l.pathname }))
  const group = regionBannerGroup(path)
  const hasTicker = tickerPaths.has(path)
  const { language } = usePreferences()
  const queryClient = useQueryClient()
  useEffect(() => {
    void prefetchBannerRegion(queryClient, path, language)
  }, [queryClient, path, language])
  // Loaded at boot, the region renders in the first commit: behind Suspense it would show its
  // placeholder first, and React holds back the reveal that follows by up to 300 ms.
  const [Region] = useState(() => loadedRegion)
  if (Region) return <Region group={group} path={path} hasTicker={hasTicker} />
  const placeholder = (
    <div
      data-region="banner"
      className={group ? `${styles.region} ${styles.regionBeside}` : styles.region}
    >
      {group ? <div className={styles.pending} /> : null}
      {path === '/rng' ? <div className={styles.jackpotSlot} /> : null}
      {hasTicker ? <div className={styles.ticker} /> : null}
    </div>
  )
  return (
    <Suspense fallback={placeholder}>
      <LazyRegion group={group} path={path} hasTicker={hasTicker} />
    </Suspense>
  )
}
