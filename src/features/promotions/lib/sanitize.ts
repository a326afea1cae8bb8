import DOMPurify from 'dompurify'

let hooked = false

/**
 * Operator HTML made safe to render (spec §6): DOMPurify's HTML profile, and links kept only when
 * they go to an http(s) URL or a path of the portal; other links lose their href.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || !node.hasAttribute('href')) return
      const href = node.getAttribute('href') ?? ''
      if (!/^(https?:\/\/|\/(?!\/))/i.test(href)) node.removeAttribute('href')
      else if (/^https?:/i.test(href)) node.setAttribute('rel', 'noopener noreferrer')
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
