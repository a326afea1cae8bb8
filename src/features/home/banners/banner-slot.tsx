import { lazy, Suspense, useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { contentQueries } from '../../../api/content-queries'
import { bannerGroupFor, normalPath, tickerPaths } from '../../../lib/banner-groups'
import { usePreferences } from '../../../state/preferences.store'
import * as styles from './banners.css'

const BannerRegion = lazy(() =>
  import('./banner-region').then((m) => ({ default: m.BannerRegion })),
)

/**
 * The banner region's place in the root layout. Its code is a lazy chunk (pages without banners,
 * such as /login, never load it); the banners and notices are asked for at once, beside the
 * chunk, and the boxes they will fill are kept while it loads, so nothing below moves.
 */
export function BannerSlot() {
  const path = normalPath(useLocation({ select: (l) => l.pathname }))
  const group = bannerGroupFor(path)
  const hasTicker = tickerPaths.has(path)
  const { language } = usePreferences()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (group) void queryClient.prefetchQuery(contentQueries.banners(group, language))
    if (hasTicker) void queryClient.prefetchQuery(contentQueries.notices(language))
  }, [queryClient, group, hasTicker, language])
  const placeholder = (
    <div data-region="banner" className={styles.region}>
      {group ? <div className={styles.pending} /> : null}
      {path === '/rng' ? <div className={styles.jackpotSlot} /> : null}
      {hasTicker ? <div className={styles.ticker} /> : null}
    </div>
  )
  return (
    <Suspense fallback={placeholder}>
      <BannerRegion group={group} path={path} hasTicker={hasTicker} />
    </Suspense>
  )
}
