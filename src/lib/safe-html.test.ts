// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { beforeParsing, sanitizeHtml } from './safe-html'

const policy = {
  knownRoutes: new Set(['/', '/promotions']),
  pageOrigin: 'http://localhost:3000',
  imageOrigins: ['https://cdn.example'],
}

describe('sanitizeHtml (design §6)', () => {
  it('keeps the formatting and the text', () => {
    const html =
      '<p>The <strong>sportsbook</strong> is <em>down</em>.</p><ul><li>One</li></ul><table><tbody><tr><td>A</td></tr></tbody></table>'
    expect(sanitizeHtml(html, policy)).toBe(html)
  })

  it('drops scripts, handlers, SVG, frames, styles and meta refreshes, keeping text', () => {
    const out = sanitizeHtml(
      '<script>window.pwned=1</script><img src=x onerror="window.pwned=1">' +
        '<svg onload="window.pwned=1"><circle/></svg><iframe src="javascript:window.pwned=1"></iframe>' +
        '<style>body{display:none}</style><meta http-equiv="refresh" content="0;url=javascript:x">' +
        '<p style="background:url(javascript:x)">Still here</p><form action="javascript:x"><button>b</button></form>',
      policy,
    )
    expect(out).not.toMatch(/script|onerror|onload|<svg|<iframe|<style|<meta|style=|<form|pwned/i)
    expect(out).toContain('Still here')
  })

  it('opens http(s) links in a new tab with noopener, keeps known routes, strips the rest', () => {
    const out = sanitizeHtml(
      '<a href="https://example.com/a" target="_self">ext</a>' +
        '<a href="/promotions" target="_blank">route</a>' +
        '<a href="javascript:alert(1)">js</a>' +
        '<a href="jav&#x09;ascript:alert(1)">tab</a>' +
        '<a href="&#106;avascript:alert(1)">entity</a>' +
        '<a href="data:text/html,x">data</a>' +
        '<a href="//evil.example">proto</a>' +
        '<a href="/nowhere">unknown</a>',
      policy,
    )
    const doc = new DOMParser().parseFromString(out, 'text/html')
    const links = [...doc.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ])
    expect(links).toEqual([
      ['ext', 'https://example.com/a', '_blank', 'noopener noreferrer'],
      ['route', '/promotions', null, null],
      ['js', null, null, null],
      ['tab', null, null, null],
      ['entity', null, null, null],
      ['data', null, null, null],
      ['proto', null, null, null],
      ['unknown', null, null, null],
    ])
  })

  it('marks route links for the screen to follow in the app, and no other link', () => {
    const out = sanitizeHtml(
      '<a href="/promotions?id=1#top">route</a><a href="https://example.com" data-route>ext</a>' +
        '<a href="/nowhere" data-route="">unknown</a>',
      policy,
    )
    const doc = new DOMParser().parseFromString(out, 'text/html')
    expect([...doc.querySelectorAll('a')].map((a) => a.hasAttribute('data-route'))).toEqual([
      true,
      false,
      false,
    ])
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/promotions?id=1#top')
  })

  it('drops form controls, options and media', () => {
    const out = sanitizeHtml(
      '<select><option>a</option></select><option>b</option><video src="https://x.example/v.mp4"></video><audio></audio>Text',
      policy,
    )
    expect(out).not.toMatch(/<(select|option|video|audio)/)
    expect(out).toContain('Text')
  })

  it('loads images only from the page origin and the image origins', () => {
    const out = sanitizeHtml(
      '<img src="/media/a.png" alt="a"><img src="https://cdn.example/b.png" alt="b">' +
        '<img src="http://evil.example/c.png" alt="c"><img src="//evil.example/d.png" alt="d">',
      policy,
    )
    const doc = new DOMParser().parseFromString(out, 'text/html')
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/a.png',
      'https://cdn.example/b.png',
      null,
      null,
    ])
  })
})

describe('beforeParsing', () => {
  it('drops style attributes and elements, keeping the rest', () => {
    expect(
      beforeParsing(
        '<p style="color:red" class="a">x style="y"</p><style>p{}</style><b STYLE=\'a\' id=b>z</b>',
      ),
    ).toBe('<p class="a">x style="y"</p><b id=b>z</b>')
  })

  it('takes out what the page CSP would refuse at parse time: styles, handlers and <base>', () => {
    const html =
      '<p onclick="x()" style="color:red" class="a">One</p><img src="a.png" ONERROR=x()>' +
      '<a href="/b" onmouseover=\'y()\'>Two</a><style>p{}</style><base href="/evil/">'
    expect(beforeParsing(html)).toBe('<p class="a">One</p><img src="a.png"><a href="/b">Two</a>')
  })
})
