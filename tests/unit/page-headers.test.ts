import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { htmlPage, isOrigin, pageCsp } from '../../server/platform/page-headers'

describe('pageCsp', () => {
  it('starts from nothing: no sources, no base, no form posts, no framing', () => {
    expect(pageCsp()).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
  })

  it('names what a page may load and the origins that may frame it', () => {
    expect(
      pageCsp({
        script: ["'self'"],
        style: ["'self'"],
        connect: ["'self'"],
        frameAncestors: ['https://nova.example', 'http://nova.localhost:8080'],
      }),
    ).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors https://nova.example http://nova.localhost:8080",
    )
  })

  it('drops a frame ancestor that is not an origin, and forbids framing when none is left', () => {
    for (const bad of [
      '*',
      'https:',
      "'self'",
      'https://a.example/path',
      'https://a.example; script-src *',
      'javascript:alert(1)',
      '',
    ])
      expect(isOrigin(bad), bad).toBe(false)
    expect(pageCsp({ frameAncestors: ['https://a.example; script-src *'] })).toContain(
      "frame-ancestors 'none'",
    )
    expect(pageCsp({ frameAncestors: ['*', 'https://ok.example:8443'] })).toContain(
      'frame-ancestors https://ok.example:8443',
    )
    expect(isOrigin('http://[::1]:8080')).toBe(true)
  })
})

describe('htmlPage', () => {
  it('answers HTML with the CSP, nosniff, no referrer and no caching', async () => {
    const app = new Hono()
    app.get('/page', (c) => htmlPage(c, '<p>hi</p>', { formAction: ["'self'"] }, 404))
    const response = await app.request('/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<p>hi</p>')
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy':
        "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
  })
})
