import { normalPath } from '../src/features/home/banners/banner-groups'
import { bannerSizes, bannerSrcSet } from '../src/features/home/banners/banner-sources'
import { safeImageUrl } from '../src/lib/banner-links'

/** What a brand's shell knows of its first banner (dist/brands/manifest.json, brands:emit). */
export interface FirstBanner {
  /** The brand's default language: a first visit's, whose art the platform answers in. */
  language: string
  /** The paths whose first screen shows a banner to a visitor, with its group. */
  groups: Record<string, string>
}

/** A banner as content.banners answers it: what the preload needs of it. */
interface BannerArt {
  groupName: string
  url: string
  image?: { src: string; src2x: string; width: number }
}

/**
 * The Link header that asks for a group's first banner image at once, with the same sources and
 * sizes as the banner's <img> and the app's own early request (src/features/home/banners), so that
 * the browser picks the same file for all three and fetches it once. Only art on the page's origin,
 * as the app fetches ahead (and img-src 'self' allows); undefined when the group has none.
 */
export function bannerPreloadLink(
  banners: readonly BannerArt[],
  group: string,
  pageOrigin: string,
): string | undefined {
  const first = banners.find((banner) => banner.groupName === group)
  const href = first && safeImageUrl(first.url, pageOrigin)
  if (!href) return undefined
  const one = first.image && safeImageUrl(first.image.src, pageOrigin)
  const two = first.image && safeImageUrl(first.image.src2x, pageOrigin)
  // A quote, a bracket or a space would end the header's parameter: such a URL is not named (a
  // path read back by URL has them escaped already).
  if ([href, one, two].some((url) => url && /["<>\s]/.test(url))) return undefined
  const sources =
    one && two
      ? `; imagesrcset="${bannerSrcSet(one, two, first.image!.width)}"; imagesizes="${bannerSizes}"`
      : ''
  return `<${href}>; rel=preload; as=image${sources}; fetchpriority=high`
}

/**
 * How long a group's first banner is trusted: a page asked for many times a second reads the
 * banners once, and banners a merchant changes are named within seconds (until then the app still
 * asks for its own first image: a stale name costs a fetch, never a wrong picture).
 */
export const bannerPreloadTtlMs = 10_000
/** How long a shell's answer waits for a banner list it has not cached: never longer than this. */
const waitMs = 150

/**
 * The Link header of a shell's answer, per brand, group, language and origin, cached briefly.
 * `fetchBanners` reads a group's banners as the app does (the platform's content.banners); any
 * failure, or a slow answer, is no header.
 */
export class BannerPreloads {
  private readonly cache = new Map<string, { at: number; link: Promise<string | undefined> }>()

  constructor(
    private readonly fetchBanners: (
      brandId: string,
      group: string,
      language: string,
    ) => Promise<readonly BannerArt[]>,
    private readonly now = () => Date.now(),
  ) {}

  /** The header for a request to `pathname` of a brand, or undefined when its screen has none. */
  async linkFor(
    brandId: string,
    first: FirstBanner | undefined,
    pathname: string,
    pageOrigin: string,
  ): Promise<string | undefined> {
    const group = first?.groups[normalPath(pathname)]
    if (!first || !group) return undefined
    const key = `${brandId}\n${group}\n${first.language}\n${pageOrigin}`
    let entry = this.cache.get(key)
    if (!entry || this.now() - entry.at > bannerPreloadTtlMs) {
      const link = this.fetchBanners(brandId, group, first.language).then(
        (banners) => bannerPreloadLink(banners, group, pageOrigin),
        () => undefined,
      )
      entry = { at: this.now(), link }
      this.cache.set(key, entry)
    }
    let stopWaiting = () => {}
    const late = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, waitMs)
      stopWaiting = () => clearTimeout(timer)
    })
    try {
      return await Promise.race([entry.link, late])
    } finally {
      stopWaiting()
    }
  }
}
