/** An absolute http(s) URL as a string, or null for anything else (javascript:, data:, relative). */
export function httpUrl(value: string | undefined | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Only same-origin paths and http(s) addresses from the platform become pictures. */
export const isSafeImageUrl = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url)
