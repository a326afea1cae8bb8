import { sanitizeHtml } from '@/lib/safe-html'
import { knownRoutes } from './tables'

/**
 * Operator HTML (help articles, blog posts, promotion rules) made safe to render by the portal's one
 * policy (lib/safe-html, design §6): links only to http(s) URLs (new tab, no opener) or the app's
 * known routes, images only from the page's origin.
 */
export const sanitizeOperatorHtml = (html: string): string =>
  sanitizeHtml(html, { knownRoutes, pageOrigin: location.origin })
