import type { Brand } from '../../src/config/brand.types'
import { capabilitiesOf } from '../../src/config/capabilities'
import { evaluate } from '../../src/config/condition'
import { routes } from '../../src/config/tables'
import { requiresSession } from '../../src/app/guards'
import { bannerGroupFor } from '../../src/features/home/banners/banner-groups'

/**
 * The paths whose first screen shows a banner to a visitor, with the banner group each shows: the
 * paths where the app asks at boot for the first banner's image (src/app/boot-prefetch.ts), so that
 * the server can name that image in the HTML's answer (server/banner-preload.ts). A path the brand
 * leaves out (its route's `when`), or one that sends a visitor to sign in first, is not among them.
 */
export function firstBannerPaths(brand: Brand): Record<string, string> {
  const caps = capabilitiesOf({ brand })
  const paths: Record<string, string> = {}
  for (const entry of routes) {
    if (!entry.regions.includes('banner') || !evaluate(entry.when, caps)) continue
    if (requiresSession(entry.guard, brand)) continue
    for (const path of entry.paths) {
      const group = bannerGroupFor(path)
      if (group) paths[path] = group
    }
  }
  return paths
}
