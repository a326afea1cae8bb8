import DOMPurify from 'dompurify'
import { linkKind } from './urls'

let configured = false

/**
 * Server HTML made safe to render (DOMPurify, HTML profile): links keep only site paths and http(s)
 * URLs, external ones open in a new tab without an opener; images load lazily.
 */
export function sanitizeHtml(html: string): string {
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const kind = linkKind(node.getAttribute('href') ?? '')
        if (!kind) node.removeAttribute('href')
        if (kind === 'external') {
          node.setAttribute('target', '_blank')
          node.setAttribute('rel', 'noopener noreferrer')
        } else node.removeAttribute('target')
      }
      if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy')
    })
    configured = true
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
