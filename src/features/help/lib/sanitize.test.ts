// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { knownRoute, sanitizeHelpHtml } from './sanitize'

const dom = (html: string) => {
  const div = document.createElement('div')
  div.innerHTML = sanitizeHelpHtml(html)
  return div
}

describe('sanitizeHelpHtml', () => {
  it('removes scripts, handlers, styles and forms', () => {
    const div = dom(
      '<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><form><input></form><svg><script>1</script></svg>',
    )
    expect(div.querySelector('script')).toBeNull()
    expect(div.querySelector('[onclick], [onerror], [style], form, input, svg')).toBeNull()
    expect(div.querySelector('p')?.textContent).toBe('Hi')
  })

  it('keeps http(s) links in a new tab and route links, and unlinks the rest', () => {
    const div = dom(
      '<a href="https://example.com/x" target="_self">out</a><a href="/down?x=1">app</a><a href="javascript:alert(1)">js</a><a href="/nowhere">no</a><a href="//evil.example">proto</a><a href="data:text/html,x">data</a>',
    )
    const links = [...div.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/x',
      '/down?x=1',
      null,
      null,
      null,
      null,
    ])
    expect(links[0]?.getAttribute('target')).toBe('_blank')
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(links[1]?.hasAttribute('data-route')).toBe(true)
    expect(links[1]?.hasAttribute('target')).toBe(false)
  })
})

describe('knownRoute', () => {
  it('knows the paths of the route table', () => {
    expect(knownRoute('/help')).toBe('/help')
    expect(knownRoute('/lottery?gameCode=1#top')).toBe('/lottery?gameCode=1#top')
    expect(knownRoute('/admin')).toBeNull()
    expect(knownRoute('https://example.com/help')).toBeNull()
  })
})
