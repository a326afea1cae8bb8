import { knownRoutes } from '@/config/tables'
import { safeLink } from '@/lib/banner-links'

/** The sign-in page, where the guard sends a visitor (spec §2.1) with the page they asked for. */
const signInPath = '/login'

/** Whether a path is one of the route table's: literally, or segment by segment over a `$param`. */
function isRoutePath(path: string, routes: Iterable<string>): boolean {
  const segments = path.split('/')
  for (const route of routes) {
    if (route === path) return true
    const parts = route.split('/')
    if (
      parts.length === segments.length &&
      parts.some((part) => part.startsWith('$')) &&
      parts.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i]))
    )
      return true
  }
  return false
}

/**
 * Where signing in on the sign-in page takes the visitor: the page the guard sent them from
 * (`redirect`, with its query) when it is a route of the portal, else Home. Another site, a
 * protocol-relative or scripted address, an unknown path and the sign-in page itself all answer
 * Home, so that the address bar cannot send a new session anywhere else.
 */
export function returnPath(redirect: unknown, routes: ReadonlySet<string> = knownRoutes): string {
  if (typeof redirect !== 'string') return '/'
  const link = safeLink(redirect, {
    has: (path) => path !== signInPath && isRoutePath(path, routes),
  })
  if (link?.kind !== 'route') return '/'
  const query = new URLSearchParams(link.search).toString()
  return query ? `${link.path}?${query}` : link.path
}
