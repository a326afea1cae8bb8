import DOMPurify from 'dompurify'
import { safeImageUrl, safeLink } from './banner-links'

let purify: ReturnType<typeof DOMPurify> | undefined
/** What links and images in operator HTML may point at. */
export interface HtmlPolicy {
  knownRoutes: ReadonlySet<string>
  /** The page's origin; images load from it or from imageOrigins only. */
  pageOrigin: string
  imageOrigins?: readonly string[]
}

let policy: HtmlPolicy = { knownRoutes: new Set(), pageOrigin: 'null' }

function instance() {
  if (purify) return purify
  purify = DOMPurify(window)
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = safeImageUrl(
        node.getAttribute('src') ?? '',
        policy.pageOrigin,
        policy.imageOrigins,
      )
      if (src) node.setAttribute('src', src)
      else node.removeAttribute('src')
    }
    if (node.nodeName === 'A' || node.hasAttribute?.('href')) {
      const link = safeLink(node.getAttribute('href') ?? '', policy.knownRoutes)
      node.removeAttribute('target')
      node.removeAttribute('rel')
      node.removeAttribute('data-route')
      if (!link) node.removeAttribute('href')
      // Marks a link the screen may follow inside the app (a click handler reads it).
      else if (link.kind === 'route') node.setAttribute('data-route', '')
      else {
        node.setAttribute('href', link.href)
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
  })
  return purify
}

/** Style and event-handler attributes (style="…", onerror=…) inside a tag. */
const refusedAttribute = /\s(style|on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi

/**
 * Style elements, style and event-handler attributes and <base> taken out before the HTML is
 * parsed at all: the parser's inert document keeps the page's CSP (style-src 'self', script-src
 * without 'unsafe-inline', base-uri 'none'), which refuses them already at parse time and reports
 * each refusal as a console error (handlers too, since Chromium 156). Not a security step;
 * DOMPurify, which runs after it, is.
 */
export function beforeParsing(html: string): string {
  return html
    .replace(/<style\b[\s\S]*?(<\/style\s*>|$)/gi, '')
    .replace(/<base\b[^>]*>/gi, '')
    .replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(refusedAttribute, ''))
}

/**
 * Operator HTML made safe to render (design §6): DOMPurify's HTML profile (no SVG, MathML, scripts,
 * handlers, forms or frames), and every link kept only when it goes to an http(s) URL (opened in a
 * new tab, noopener) or a known route of the portal (marked data-route, for a screen to route it in
 * the app); other links lose their href, and images load only from the page's origin or the allowed
 * image origins. The portal's one DOMPurify instance (a test holds it so), whose hook no other code
 * shares. Import it from lazy chunks only.
 */
export function sanitizeHtml(html: string, htmlPolicy: HtmlPolicy): string {
  policy = htmlPolicy
  return instance().sanitize(beforeParsing(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'poster'],
  })
}
