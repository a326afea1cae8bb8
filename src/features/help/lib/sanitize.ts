import createDOMPurify from 'dompurify'
import { routes } from '../../../config/tables'
import { httpUrl } from '../../../lib/safe-url'

const knownPaths = new Set(routes.flatMap((route) => route.paths))

/** A portal path of the route table (query and hash allowed), or null. */
export function knownRoute(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  try {
    const url = new URL(href, 'http://portal.invalid')
    return knownPaths.has(url.pathname) ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

// An instance of our own: the hooks below must not change how other screens sanitize.
let purifier: ReturnType<typeof createDOMPurify> | undefined

function getPurifier() {
  if (purifier) return purifier
  purifier = createDOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      const route = knownRoute(href)
      const external = route ? null : httpUrl(href)
      node.removeAttribute('target')
      node.removeAttribute('data-route')
      if (route) {
        node.setAttribute('href', route)
        node.setAttribute('data-route', '')
      } else if (external) {
        node.setAttribute('href', external)
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else {
        node.removeAttribute('href')
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? ''
      if (!httpUrl(src) && !(src.startsWith('/') && !src.startsWith('//')))
        node.removeAttribute('src')
    }
  })
  return purifier
}

const styleAttribute = /\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi

/**
 * Style attributes and style elements taken out before the HTML is parsed at all: the page's CSP
 * (style-src 'self') refuses inline styles already at parse time, and reports each refusal as an
 * error. Not a security step; DOMPurify does that.
 */
export function withoutInlineStyles(html: string): string {
  return html
    .replace(/<style\b[\s\S]*?(<\/style\s*>|$)/gi, '')
    .replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(styleAttribute, ''))
}

/**
 * Operator HTML made safe to render (DOMPurify, HTML profile): no scripts, handlers, styles or
 * forms; links only to http(s) URLs (in a new tab) or to routes of the portal (data-route).
 */
export function sanitizeHelpHtml(html: string): string {
  return getPurifier().sanitize(withoutInlineStyles(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  })
}
