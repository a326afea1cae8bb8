import { httpUrl } from './safe-url'

/**
 * One image CDN picked at random from the platform's list (spec §9); entries that are not
 * http(s) URLs are skipped, and with none left the fallback (the API's origin) serves images.
 */
export function pickImageCdn(
  cdns: readonly string[] | undefined,
  fallback: string,
  random: () => number = Math.random,
): string {
  const usable = (cdns ?? []).map((cdn) => httpUrl(cdn)).filter((cdn) => cdn !== null)
  if (!usable.length) return fallback
  const index = Math.min(usable.length - 1, Math.floor(random() * usable.length))
  return usable[index]!
}

/**
 * An image's URL on a CDN: a path is resolved against the CDN's base (keeping the CDN's own path
 * prefix); an absolute http(s) URL stays as it is; anything else is null.
 */
export function imageUrlOn(base: string, path: string): string | null {
  const absolute = httpUrl(path)
  if (absolute) return absolute
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const root = base.endsWith('/') ? base.slice(0, -1) : base
  return httpUrl(`${root}${path}`)
}
