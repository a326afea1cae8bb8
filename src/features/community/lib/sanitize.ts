import { knownRoutes } from '@/config/known-routes'
import { sanitizeHtml as sanitize } from '@/lib/safe-html'

/**
 * Server HTML made safe to render (design §6), by the portal's one policy (lib/safe-html): links
 * only to http(s) URLs (new tab, no opener) or known routes, images only from the page's origin.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, { knownRoutes, pageOrigin: location.origin })
}
