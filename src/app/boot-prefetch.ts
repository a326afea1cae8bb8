import type { QueryClient } from '@tanstack/react-query'
import { menuQueryOptions } from '@/api/system/get-menu'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { routes as routeTable, type RouteEntry } from '@/config/tables'
import type { Brand, LanguageCode } from '@/config/brand.types'
import { prefetchBannerRegion } from '@/features/home/banners/banner-slot'
import { firstScreenDecided } from '@/lib/largest-paint'
import { getBrand } from '@/state/brand.store'
import { session } from '@/state/session.store'
import { requiresSession } from './guards'
import type { AppRouter } from './router'
import { assemblePaths } from './route-tree'

/** A path's segments as the router compares them: without case, empty segments dropped. */
const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean)

/**
 * The route table's entry of a path on this brand, matched as the router will match it (a `$name`
 * segment takes any one segment), or undefined. Read from the table, not the router: the first
 * screen's loads begin before the route tree is built, a few tasks sooner on a phone.
 */
export function firstScreenEntry(
  pathname: string,
  brand: Brand,
  table: RouteEntry[] = routeTable,
): RouteEntry | undefined {
  const wanted = segmentsOf(pathname)
  return assemblePaths(table, brand).find(({ path }) => {
    const own = segmentsOf(path)
    return (
      own.length === wanted.length &&
      own.every((segment, index) => segment.startsWith('$') || segment === wanted[index])
    )
  })?.entry
}

/**
 * Asks at boot, all at once, for what the first screen will need: the platform's permission, the
 * menu switches a signed-out header's login reads (code login, sign-up), and, when the route shows
 * banners, the banner region's chunk, its banners and notices and its first image. Without this
 * each waits for the one before it (status -> route chunk -> layout -> banner chunk -> banners ->
 * image), a round trip apiece on a mobile network. The route's own chunk and its screen's first
 * answers load through the router (its loader, see route-prefetch.ts), which owns the chunk's
 * failure and retry (the route error page). Settles (never fails) when the banner region is ready
 * to render, or at once when the route has none. The parts that wait for the first screen's largest
 * paint learn here whether it is a banner's image (docs/performance.md).
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  language: LanguageCode,
): Promise<unknown> {
  void queryClient.prefetchQuery(permissionQueryOptions())
  if (!session.token) void queryClient.prefetchQuery(menuQueryOptions())
  const entry = firstScreenEntry(location.pathname, getBrand())
  // A route that will send the visitor to sign in first loads nothing ahead.
  const shown = entry && !(requiresSession(entry.guard, getBrand()) && !session.token)
  const bannerRegion =
    shown && entry.regions?.includes('banner')
      ? prefetchBannerRegion(queryClient, location.pathname, language, true)
      : Promise.resolve()
  firstScreenDecided()
  return bannerRegion
}

/**
 * Resolves the route before the first render (its screen's chunk loaded), so that the first render
 * is the whole page, in a transition. Resolved after mount instead, the router's stores would
 * render the whole page again synchronously: one long task on a phone. A load that fails leaves the
 * route unresolved, and the router tries again once mounted. Until the app has rendered, the
 * router's own history listener is not there yet: a change of location meanwhile (the back button,
 * a pushState) is followed here.
 */
export function resolveFirstRoute(router: AppRouter): Promise<void> {
  const stopFollowing = router.history.subscribe(() => void router.load().catch(() => undefined))
  const stopWaiting = router.subscribe('onRendered', () => {
    stopFollowing()
    stopWaiting()
  })
  return router.load().catch(() => undefined)
}
