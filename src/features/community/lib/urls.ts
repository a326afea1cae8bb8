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
