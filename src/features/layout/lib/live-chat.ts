import type { Permission } from '../../../api/queries'

/** The live-chat entry of the customer-service list (type 3, spec §7), if it is an http(s) address. */
export function liveChatUrl(permission: Permission | undefined, fallback: string | undefined) {
  const path = permission?.info.customerService.version.pathList.find((p) => p.type === 3)?.path
  const safe = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined)
  return safe(path) ?? safe(fallback)
}
