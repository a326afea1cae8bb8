import createDOMPurify from 'dompurify'
import { routes } from '@/config/tables'
import { safeImageUrl } from '@/lib/banner-links'
import { beforeParsing } from '@/lib/safe-html'
import { httpUrl } from '@/lib/safe-url'

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
      // Images from the page's own origin only: an article never makes the page call a foreign host.
      const src = safeImageUrl(node.getAttribute('src') ?? '', location.origin)
      if (src) node.setAttribute('src', src)
      else node.removeAttribute('src')
    }
  })
  return purifier
}

/**
 * Operator HTML made safe to render (DOMPurify, HTML profile): no scripts, handlers, styles or
 * forms; links only to http(s) URLs (in a new tab) or to routes of the portal (data-route).
 */
export function sanitizeHelpHtml(html: string): string {
  return getPurifier().sanitize(beforeParsing(html), {
    USE_PROFILES: { html: true },
    // Media would load from any https host; images load only from the page's origin (above).
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
