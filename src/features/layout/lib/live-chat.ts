import type { Permission } from '@/api/queries'
import { pickServiceLink } from '@/lib/customer-service'
import { httpUrl } from '@/lib/safe-url'

/** Where the right bar's live chat leads, and whether that is the platform's customer service. */
export interface LiveChat {
  url: string
  fromPlatform: boolean
}

/**
 * The live chat of the right bar: the platform's customer-service link (pathList type 3, plain,
 * percent- or base64-encoded, spec §7) when it decodes to an http(s) address, else the brand's.
 */
export function liveChatUrl(
  permission: Permission | undefined,
  fallback: string | undefined,
): LiveChat | undefined {
  const platform = pickServiceLink(permission?.info.customerService.version.pathList ?? [], null)
  if (platform) return { url: platform, fromPlatform: true }
  const brand = httpUrl(fallback)
  return brand ? { url: brand, fromPlatform: false } : undefined
}
