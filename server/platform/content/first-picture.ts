import type { AreaName, Brand, LanguageCode } from '../../../src/config/brand.types'
import { evaluate } from '../../../src/config/condition'
import { routes, type RouteEntry } from '../../../src/config/tables'
import { requiresSession } from '../../../src/app/guards'
import {
  bannerGroupByPath,
  bannerGroupFor,
  normalPath,
  publicTwins,
} from '../../../src/features/home/banners/banner-groups'
import { bannerSizes, bannerSrcSet } from '../../../src/features/home/banners/banner-sources'
import { shownSections } from '../../../src/features/home/home-sections'
import { isLanguageCode } from '../../../src/i18n/languages'
import type { Handlers } from '../router'

/** The picture a page's first screen paints largest, as the shell's preload hint names it. */
export interface PictureHint {
  /** The banner's url (its 2x file), for a browser that reads no srcset. */
  href: string
  /** The 1x and 2x files by width, and the sizes the banner shows at (banner-sources.ts). */
  srcset?: string
  sizes?: string
}

/** What the hint is asked about: the page a visitor opens on a brand's host. */
export interface PictureRequest {
  brand: Brand
  merchant: string
  /** The request's path. */
  path: string
  /** The `language` cookie the portal keeps beside its stored choice, if any. */
  languageCookie: string | null
  /** The visitor's country as a trusted balancer names it (a blocked region shows no banner). */
  country: string | null
  /**
   * The `signed_in` cookie the portal keeps beside a tab's session (src/state/session.store.ts):
   * a tab of this browser is signed in, so a page a brand shows to members only is worth a hint.
   * It names no one and opens nothing; a tab without a session still lands on the sign-in, and
   * the picture fetched ahead is then unused.
   */
  signedIn: boolean
}

/** A path on the page's own origin: the only art the portal fetches ahead (banner-slot.tsx). */
const ownPath = (url: string | undefined) =>
  url !== undefined && /^\/(?![/\\])/.test(url) ? url : undefined

/**
 * The language the portal will show on a first visit: the one it keeps (the `language` cookie,
 * written beside the stored choice by src/i18n/i18n.ts) when the brand has it, else the brand's
 * default, as src/i18n/choose-language.ts decides.
 */
export function pageLanguage(brand: Brand, cookie: string | null): LanguageCode {
  const code = cookie?.toUpperCase()
  return isLanguageCode(code) && brand.languages.supported.includes(code)
    ? code
    : brand.languages.default
}

/**
 * The route a path shows on a brand's first visit, or null: the path must be one of the route
 * table's own (a path with parameters is none), and a route the brand shows this browser (its area
 * on; a page for members only, as every page of a brand with loginedToHomePage, when a tab of the
 * browser is signed in: without a session a tab lands on the sign-in).
 */
export function shownRoute(brand: Brand, pathname: string, signedIn: boolean): RouteEntry | null {
  const path = normalPath(pathname)
  const entry = routes.find((route) => route.paths.includes(publicTwins[path] ?? path))
  // A route's condition names the brand's areas alone (BrandCondition), which are on unless the
  // brand switches them off (capabilities.ts areaFlags).
  const areaOn = (flag: string) =>
    flag.startsWith('area.') && brand.areas[flag.slice(5) as AreaName] !== false
  const isShown =
    entry !== undefined &&
    (signedIn || !requiresSession(entry.guard, brand)) &&
    evaluate(entry.when, {
      flags: { has: areaOn } as ReadonlySet<string>,
      languages: brand.languages.supported,
      loggedIn: signedIn,
      accountType: null,
    })
  return isShown ? entry : null
}

/**
 * The banner group whose first banner the page shows at once on a path, or null: the path's route
 * must be one the brand shows this browser (shownRoute), and the route must show banners (Home's
 * hero section, or a lobby's banner region).
 */
function shownGroup(brand: Brand, pathname: string, signedIn: boolean): string | null {
  const group = bannerGroupFor(normalPath(pathname))
  const entry = group ? shownRoute(brand, pathname, signedIn) : null
  if (!group || !entry) return null
  if (group === bannerGroupByPath['/'])
    return entry.regions.includes('main') && shownSections(brand, signedIn).includes('hero')
      ? group
      : null
  return entry.regions.includes('banner') ? group : null
}

/**
 * The first banner's picture of the page a visitor opens, for a preload hint in the brand's shell:
 * the browser fetches it beside the JavaScript instead of after the JavaScript and the banners
 * call. It is the content.banners call's own answer (the same schedule on the platform's clock,
 * the same art per language), and the same sources and sizes the banner's <img> and the boot's
 * prefetch name, so that the browser fetches one file once. Null when the page shows no banner:
 * another page, the site closed to the visitor, no banner running, or art on another host.
 */
export async function firstBannerPicture(
  handlers: Handlers,
  closed: (merchant: string, country: string | null) => Promise<boolean>,
  request: PictureRequest,
): Promise<PictureHint | null> {
  const { brand, merchant, country } = request
  const group = shownGroup(brand, request.path, request.signedIn)
  const banners = handlers['content.banners']
  if (!group || !banners || (await closed(merchant, country))) return null
  const language = pageLanguage(brand, request.languageCookie)
  const { list } = await banners({
    input: { group },
    caller: null,
    merchant,
    language,
    timeZone: 'UTC',
    ip: '',
    params: {},
    requestUrl: '',
    origin: '',
    country,
  })
  const first = list.find((banner) => banner.groupName === group)
  const href = ownPath(first?.url)
  if (!first || !href) return null
  const one = ownPath(first.image?.src)
  const two = ownPath(first.image?.src2x)
  return one && two && first.image
    ? { href, srcset: bannerSrcSet(one, two, first.image.width), sizes: bannerSizes }
    : { href }
}

/** Text for a double-quoted attribute of the shell's tags. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The hint as the shell's <link> element (no script: the CSP is untouched). At the browser's own
 * priority for a preloaded image, not fetchpriority="high": the banner paints only once the
 * JavaScript has rendered it, so the picture must not take the scripts' bandwidth. On a throttled
 * phone (150 ms, 1.6 Mbit/s; median of 3) a high-priority hint painted Home 90 ms and /rng 170 ms
 * later than this one. The banner's <img> asks for high priority itself once it is rendered.
 */
export function preloadTag(hint: PictureHint): string {
  const sources =
    hint.srcset && hint.sizes
      ? ` imagesrcset="${escapeAttribute(hint.srcset)}" imagesizes="${escapeAttribute(hint.sizes)}"`
      : ''
  return `<link rel="preload" as="image" href="${escapeAttribute(hint.href)}"${sources} />`
}
