import { httpUrl } from './safe-url'

/** One entry of the permission answer's info.customerService.version.pathList. */
export interface ServicePathEntry {
  type: number
  path: string
}

/** pathList types: 3 is the customer-service link, 4 the VIP one. */
export const servicePathTypes = { standard: 3, vip: 4 } as const

/** Members whose club rank level is above this get VIP customer service (spec §6, §9). */
export const vipRankAbove = 4

/** The size of the customer-service window (spec §9). */
export const serviceWindow = { width: 440, height: 500 } as const

function fromBase64(text: string): string | null {
  const compact = text.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return null
  try {
    const binary = atob(compact.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function fromPercent(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * The link of a pathList entry: a plain http(s) URL, or one that is percent- or base64-encoded.
 * Anything that does not decode to an http(s) URL is null.
 */
export function decodeServicePath(path: string): string | null {
  const trimmed = path.trim()
  if (!trimmed) return null
  return (
    httpUrl(trimmed) ??
    httpUrl(fromPercent(trimmed)) ??
    httpUrl(fromBase64(trimmed)) ??
    httpUrl(fromPercent(fromBase64(trimmed) ?? ''))
  )
}

/**
 * The customer-service link for a member: the VIP entry when the rank level is above 4 and the
 * platform has one that decodes, else the standard entry (type 3); null when neither does.
 */
export function pickServiceLink(
  pathList: readonly ServicePathEntry[],
  rankLevel: number | null | undefined,
): string | null {
  const linkOf = (type: number) => {
    for (const entry of pathList) {
      if (entry.type !== type) continue
      const link = decodeServicePath(entry.path)
      if (link) return link
    }
    return null
  }
  const isVip = typeof rankLevel === 'number' && rankLevel > vipRankAbove
  return (isVip ? linkOf(servicePathTypes.vip) : null) ?? linkOf(servicePathTypes.standard)
}

/** Where a live chat leads, and whether that is the platform's customer service. */
export interface LiveChat {
  url: string
  fromPlatform: boolean
}

/**
 * The live chat: the platform's customer-service link (pathList type 3, plain, percent- or
 * base64-encoded, spec §7) when it decodes to an http(s) address, else the brand's link if it is one.
 */
export function liveChatLink(
  pathList: readonly ServicePathEntry[],
  brandLink: string | undefined,
): LiveChat | undefined {
  const platform = pickServiceLink(pathList, null)
  if (platform) return { url: platform, fromPlatform: true }
  const brand = httpUrl(brandLink)
  return brand ? { url: brand, fromPlatform: false } : undefined
}
