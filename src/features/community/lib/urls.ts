/** An image URL from server data: site-relative paths and http(s) only, else null. */
export function safeImageUrl(url: string): string | null {
  if (/^\/(?!\/)/.test(url)) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** A link from server HTML: 'route' for a site path, 'external' for http(s), null for anything else. */
export function linkKind(href: string): 'route' | 'external' | null {
  if (/^\/(?!\/)/.test(href)) return 'route'
  try {
    const { protocol } = new URL(href)
    return protocol === 'https:' || protocol === 'http:' ? 'external' : null
  } catch {
    return null
  }
}
