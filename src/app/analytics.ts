import { permissionQueryOptions } from '@/api/system/get-permission'
import type { Brand } from '@/config/brand.types'
import { queryClient } from './app'
import type { AppRouter } from './router'

/**
 * Google's tag, when the brand allows it (brand.json analytics.googleTag, which also opens the
 * CSP) and the permission answer carries info.analytics.gtagId: loads the tag and reports a page
 * view on every route change. Otherwise nothing loads; the tag's code is a lazy chunk.
 */
export async function startAnalytics(router: AppRouter, brand: Brand) {
  if (!brand.analytics?.googleTag) return
  let gtagId: string
  try {
    gtagId = (await queryClient.fetchQuery(permissionQueryOptions())).info.analytics.gtagId
  } catch {
    return
  }
  if (!gtagId) return
  const { loadGoogleTag, pageView } = await import('@/lib/gtag')
  if (!loadGoogleTag(gtagId)) return
  const report = () =>
    pageView(router.state.location.pathname + router.state.location.searchStr, document.title)
  // The title follows the route in an effect; report after it has been set.
  const reportSoon = () => setTimeout(report, 0)
  if (router.state.status === 'idle') reportSoon()
  router.subscribe('onResolved', reportSoon)
}
