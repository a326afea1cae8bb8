/**
 * The link safety of server data (design §6): a link opens only an http(s) URL or a known route of
 * the portal; anything else is ignored. Images load only from allowed origins.
 */

/** Where a safe link goes: another site (new tab) or a route of the portal with its query. */
export type SafeLink =
  | { kind: 'external'; href: string }
  | { kind: 'route'; path: string; search: Record<string, string> }

const placeholderOrigin = 'https://portal.invalid'

/**
 * A link target as a safe link, or null: an absolute http(s) URL, or a path (with an optional
 * query) whose path is one of the known routes. javascript:, data:, protocol-relative (//host),
 * backslash tricks and unknown paths answer null.
 */
export function safeLink(
  target: string,
  knownRoutes: Pick<ReadonlySet<string>, 'has'>,
): SafeLink | null {
  const text = target.trim()
  if (!text || text.length > 2000) return null
  if (text.startsWith('/')) {
    if (/^\/[/\\]/.test(text)) return null
    let url: URL
    try {
      url = new URL(text, placeholderOrigin)
    } catch {
      return null
    }
    if (url.origin !== placeholderOrigin || !knownRoutes.has(url.pathname)) return null
    return { kind: 'route', path: url.pathname, search: Object.fromEntries(url.searchParams) }
  }
  // Only a scheme-qualified URL, so that "evil.example/x" is not taken for a path.
  if (!/^https?:\/\//i.test(text)) return null
  try {
    const url = new URL(text)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname)
      return { kind: 'external', href: url.href }
  } catch {
    // not a URL: ignored
  }
  return null
}

/** What a banner says a click opens (catalogue: content.banners). */
export type LinkageType = 'none' | 'url' | 'route' | 'game' | 'promotion'

/** Where a banner click goes, and whether it needs a signed-in player (a game launch, spec §5). */
export type BannerLink = SafeLink & { needsLogin?: boolean }

/** The safe target of a banner click, or null when the banner opens nothing. */
export function bannerLink(
  linkageType: LinkageType,
  target: string,
  knownRoutes: ReadonlySet<string>,
): BannerLink | null {
  switch (linkageType) {
    case 'url': {
      const link = safeLink(target, knownRoutes)
      return link?.kind === 'external' ? link : null
    }
    case 'route': {
      const link = safeLink(target, knownRoutes)
      return link?.kind === 'route' ? link : null
    }
    case 'promotion':
      return /^\d{1,20}$/.test(target) && knownRoutes.has('/promoDetail')
        ? { kind: 'route', path: '/promoDetail', search: { id: target } }
        : null
    case 'game': {
      const match = /^([A-Za-z0-9_]{1,40})\/([A-Za-z0-9_.-]{1,80})$/.exec(target)
      return match && knownRoutes.has('/game')
        ? {
            kind: 'route',
            path: '/game',
            search: { vendor: match[1]!, gameCode: match[2]! },
            needsLogin: true,
          }
        : null
    }
    default:
      return null
  }
}

/**
 * An image URL the page may load, or null: a path on the page's own origin, or an absolute http(s)
 * URL on one of the allowed origins (the page's, the platform's, the image CDNs of the permission
 * answer). A banner never makes the page call another host.
 */
export function safeImageUrl(
  url: string,
  pageOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | null {
  const text = url.trim()
  // A root-relative path or an absolute http(s) URL; a bare "x" would depend on the page's path.
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(text)) return null
  let parsed: URL
  try {
    parsed = new URL(text, pageOrigin)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (parsed.origin !== pageOrigin && !allowedOrigins.includes(parsed.origin)) return null
  return parsed.origin === pageOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href
}
