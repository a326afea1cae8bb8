import { describe, expect, it } from 'vitest'
import { bannerLink, safeImageUrl, safeLink } from './banner-links'

const routes = new Set(['/', '/rng', '/live', '/promotions', '/promoDetail', '/game', '/lottery'])

describe('safeLink', () => {
  it('opens http(s) URLs in a new tab', () => {
    expect(safeLink('https://example.com/terms?a=1', routes)).toEqual({
      kind: 'external',
      href: 'https://example.com/terms?a=1',
    })
    expect(safeLink(' HTTP://example.com ', routes)).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    })
  })

  it('opens known routes with their query', () => {
    expect(safeLink('/promotions', routes)).toEqual({
      kind: 'route',
      path: '/promotions',
      search: {},
    })
    expect(safeLink('/lottery?gameCode=X1&vendor=LOTT#top', routes)).toEqual({
      kind: 'route',
      path: '/lottery',
      search: { gameCode: 'X1', vendor: 'LOTT' },
    })
  })

  it('ignores every other scheme, protocol-relative links, tricks and unknown paths', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      '/unknown',
      '/promotions/../../etc',
      'evil.example/promotions',
      'https://',
      '',
      '   ',
    ])
      expect(safeLink(target, routes), target).toBeNull()
  })
})

describe('bannerLink', () => {
  it('follows the linkage type', () => {
    expect(bannerLink('url', 'https://example.com/x', routes)).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    })
    expect(bannerLink('route', '/rng', routes)).toEqual({ kind: 'route', path: '/rng', search: {} })
    expect(bannerLink('promotion', '12', routes)).toEqual({
      kind: 'route',
      path: '/promoDetail',
      search: { id: '12' },
    })
    expect(bannerLink('game', 'PG/PG-FORTUNE-OX', routes)).toEqual({
      kind: 'route',
      path: '/game',
      search: { vendor: 'PG', gameCode: 'PG-FORTUNE-OX' },
      needsLogin: true,
    })
    expect(bannerLink('none', '/rng', routes)).toBeNull()
  })

  it('refuses a target that does not fit its type', () => {
    expect(bannerLink('url', '/rng', routes)).toBeNull()
    expect(bannerLink('url', 'javascript:alert(1)', routes)).toBeNull()
    expect(bannerLink('route', 'https://example.com', routes)).toBeNull()
    expect(bannerLink('promotion', '1;alert(1)', routes)).toBeNull()
    expect(bannerLink('game', 'PG/<script>', routes)).toBeNull()
    expect(bannerLink('promotion', '1', new Set(['/']))).toBeNull()
  })
})

describe('safeImageUrl', () => {
  const origin = 'http://default.localhost:8080'
  it('keeps paths on the page origin and allowed CDNs', () => {
    expect(safeImageUrl('/media/banners/1.svg?lang=EN', origin)).toBe(
      '/media/banners/1.svg?lang=EN',
    )
    expect(safeImageUrl(`${origin}/media/x.png`, origin)).toBe('/media/x.png')
    expect(safeImageUrl('https://cdn.example/x.png', origin, ['https://cdn.example'])).toBe(
      'https://cdn.example/x.png',
    )
  })

  it('refuses other hosts and schemes', () => {
    for (const url of [
      'http://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'x',
      'media/x.png',
      '',
    ])
      expect(safeImageUrl(url, origin), url).toBeNull()
  })
})
