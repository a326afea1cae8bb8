/**
 * The cashier page of a deposit order as a URL the page may open: an absolute http(s) URL, or a
 * path on the site's own origin; anything else (javascript:, data:, another scheme) is null, so a
 * tampered answer cannot run script in the portal's name.
 */
export function cashierUrl(payUrl: string, origin: string): string | null {
  try {
    const url = new URL(payUrl.trim(), origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.href
  } catch {
    return null
  }
}
