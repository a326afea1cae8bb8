import { httpUrl } from '@/lib/safe-url'
import type { RouterResource } from '@/api/system/get-routers'

/** The platforms the download page offers. */
export type AppPlatform = 'ios' | 'android'

/** The install link of each platform, or null when there is none. */
export type AppLinks = Record<AppPlatform, string | null>

/** Which platform a routers resource is for, by its resourceType (ios, ipa, android, apk…). */
export function platformOf(resourceType: string): AppPlatform | null {
  if (/ios|iphone|ipa/i.test(resourceType)) return 'ios'
  if (/android|apk/i.test(resourceType)) return 'android'
  return null
}

/**
 * The install links: the platform's routers resources first (they change without a new build),
 * else the brand's appDownload; only http(s) URLs count.
 */
export function appLinks(
  brand: { ios?: string; android?: string },
  resources: readonly RouterResource[] = [],
): AppLinks {
  const fromRouters = (platform: AppPlatform) => {
    for (const resource of resources) {
      if (platformOf(resource.resourceType) !== platform) continue
      const link = httpUrl(resource.url)
      if (link) return link
    }
    return null
  }
  return {
    ios: fromRouters('ios') ?? httpUrl(brand.ios),
    android: fromRouters('android') ?? httpUrl(brand.android),
  }
}
