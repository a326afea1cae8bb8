import sanitizeHtml, { type IOptions } from 'sanitize-html'

/**
 * Operator HTML (notices, promotion rules, help articles, blog posts, agent announcements) cleaned
 * when the console saves it, so what the database holds is already safe whichever client reads it;
 * the portal still renders it through its own policy (src/lib/safe-html, DOMPurify). The server has
 * no DOM, so the library here is sanitize-html (an htmlparser2 parser and an allow-list): known
 * formatting tags, links to http(s) URLs, site paths or anchors, images from http(s) URLs or site
 * paths; every other tag is dropped (its text kept), and script-like elements with their content.
 */
const options: IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
    'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
  ], // prettier-ignore
  // Elements whose content is not text a reader should see.
  nonTextTags: [
    'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select',
    'option', 'svg', 'math', 'title', 'frameset', 'frame', 'noembed', 'xmp',
  ], // prettier-ignore
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // Absolute addresses are http(s) only; "//host" is refused; paths and anchors stay.
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs
      const link: Record<string, string> = {}
      if (href !== undefined && sitePathOrHttp(href, true)) link.href = href
      if (title !== undefined) link.title = title
      if (link.href && /^https?:/i.test(link.href))
        Object.assign(link, { rel: 'noopener noreferrer', target: '_blank' })
      return { tagName, attribs: link }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) =>
          name === 'src'
            ? sitePathOrHttp(value, false)
            : !isSize(name) || /^[0-9]{1,4}$/.test(value),
        ),
      ),
    }),
    td: numericSpans,
    th: numericSpans,
  },
}

const isSize = (name: string) => name === 'width' || name === 'height' || name.endsWith('span')

/**
 * An address an operator may use: http(s), a path of the site, or (for links) an anchor. A relative
 * address such as "page.html" resolves against wherever the content is shown: refused.
 */
function sitePathOrHttp(value: string, anchor: boolean) {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const url = [...value]
    .filter((char) => {
      const code = char.codePointAt(0)!
      return code > 0x20 && (code < 0x7f || code > 0x9f)
    })
    .join('')
  if (/^https?:\/\//i.test(url)) return true
  if (/^\/(?![/\\])/.test(url)) return true
  return anchor && url.startsWith('#')
}

function numericSpans(tagName: string, attribs: sanitizeHtml.Attributes) {
  return {
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).filter(([, value]) => /^[0-9]{1,4}$/.test(value)),
    ),
  }
}

/** The operator's HTML with only what the allow-list keeps. */
export const sanitizeOperatorHtml = (html: string): string => sanitizeHtml(html, options)
