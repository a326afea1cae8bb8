/** Banner groups by path (spec §2.2), and the paths that show the notice ticker (spec §2.3). */

/** Spec §2.2: the banner group of each path. The login and register modals use w_login and w_reg. */
export const bannerGroupByPath: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
}

/** A path without a trailing slash. */
export const normalPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname

/** Other paths of the Home route (spec §2.1), which show Home's banners. */
const homeAliases = new Set(['/index', '/index.html', '/home', '/register', '/register.html'])

/** Public twins of paths of the table (their guestPath in schemas/routes.json): the same page. */
export const publicTwins: Readonly<Record<string, string>> = { '/download': '/down' }

/** The banner group of a path, or null when the path shows no banners. */
export function bannerGroupFor(pathname: string): string | null {
  const path = normalPath(pathname)
  if (homeAliases.has(path)) return bannerGroupByPath['/']!
  return bannerGroupByPath[publicTwins[path] ?? path] ?? null
}

/**
 * The banner group the root layout's banner region shows: Home's banners are its hero section's
 * (composed by brand.json's home.sections), so on Home the region holds the ticker alone.
 */
export function regionBannerGroup(pathname: string): string | null {
  const group = bannerGroupFor(pathname)
  return group === bannerGroupByPath['/'] ? null : group
}

/** Home and the lobbies show the notice ticker under the banners (spec §2.3). */
export const tickerPaths: ReadonlySet<string> = new Set([
  '/',
  ...homeAliases,
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
])
