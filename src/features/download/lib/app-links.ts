import { httpUrl } from '@/lib/safe-url'
import type { RouterResource } from '@/api/system/get-routers'

/** The platforms the download page offers. */
export type AppPlatform = 'ios' | 'android'

/** A platform's install link: where it goes, the platform's QR image of it, its English name. */
export interface AppLink {
  url: string
  /** The platform's QR code image (qrCodeUrl resolved), or null: the page draws the code. */
  qrImage: string | null
  /** The package's name in English (labelNameEn), or null. */
  label: string | null
}

/** The install link of each platform, or null when there is none. */
export type AppLinks = Record<AppPlatform, AppLink | null>

/** Which platform a routers resource is for, by its resourceType (ios, ipa, android, apk…). */
export function platformOf(resourceType: string): AppPlatform | null {
  if (/ios|iphone|ipa/i.test(resourceType)) return 'ios'
  if (/android|apk/i.test(resourceType)) return 'android'
  return null
}

/**
 * The install links: the platform's routers resources first (they change without a new build),
 * with their QR image resolved by `imageUrl` (a path on the image CDN, or an http(s) URL), else
 * the brand's appDownload; only http(s) links count.
 */
export function appLinks(
  brand: { ios?: string; android?: string },
  resources: readonly RouterResource[] = [],
  imageUrl: (path: string) => string | null = httpUrl,
): AppLinks {
  const link = (platform: AppPlatform): AppLink | null => {
    for (const resource of resources) {
      if (platformOf(resource.resourceType) !== platform) continue
      const url = httpUrl(resource.url)
      if (!url) continue
      return {
        url,
        qrImage: resource.qrCodeUrl ? imageUrl(resource.qrCodeUrl) : null,
        label: resource.labelNameEn?.trim() || null,
      }
    }
    const url = httpUrl(brand[platform])
    return url ? { url, qrImage: null, label: null } : null
  }
  return { ios: link('ios'), android: link('android') }
}

const hostName =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/

/**
 * The other addresses of the site (the routers answer's domainList) as https links: host names
 * only (anything else is left out), the page's own host and repeats dropped, in the answer's order.
 */
export function otherAddresses(domainList: readonly string[], currentHost: string): string[] {
  const seen = new Set([currentHost.toLowerCase()])
  const addresses: string[] = []
  for (const entry of domainList) {
    const host = entry.trim().toLowerCase()
    if (!hostName.test(host) || seen.has(host)) continue
    seen.add(host)
    addresses.push(`https://${host}`)
  }
  return addresses
}
