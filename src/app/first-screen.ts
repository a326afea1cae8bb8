import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '../api/queries'
import type { RouteEntry } from '../config/tables'
import type { LanguageCode } from '../config/brand.types'
import { prefetchBannerRegion } from '../features/home/banners/banner-slot'
import { getBrand } from '../state/brand.store'
import { session } from '../state/session.store'
import { requiresSession } from './guards'
import type { AppRouter } from './router'

/**
 * Asks at boot, all at once, for what the first screen will need: the platform's permission and,
 * when the route shows banners, the banner region's chunk, its banners and notices and its first
 * image. Without this each waits for the one before it (status -> route chunk -> layout -> banner
 * chunk -> banners -> image), a round trip apiece on a mobile network. The route's own chunk loads
 * through the router, which owns its failure and retry (the route error page).
 */
export function prefetchFirstScreen(
  router: AppRouter,
  queryClient: QueryClient,
  language: LanguageCode,
) {
  void queryClient.prefetchQuery(configQueries.permission)
  const [routes] = router.getMatchedRoutes(location.pathname)
  for (const route of routes) {
    const entry = (route.options.staticData as { route?: RouteEntry } | undefined)?.route
    // A route that will send the visitor to sign in first loads nothing ahead.
    if (entry && requiresSession(entry.guard, getBrand()) && !session.token) return
    if (entry?.regions?.includes('banner'))
      prefetchBannerRegion(queryClient, location.pathname, language)
  }
}
