import { describe, expect, it } from 'vitest'
import { bannerGroupFor, tickerPaths } from './banner-groups'

describe('banner groups by path (spec §2.2)', () => {
  it('maps every path of the table to its group', () => {
    expect(
      [
        '/',
        '/rng',
        '/live',
        '/fish',
        '/pvp',
        '/sports',
        '/esports',
        '/elott',
        '/down',
        '/promotions',
        '/pointMall',
        '/help',
      ].map(bannerGroupFor),
    ).toEqual([
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_down',
      'w_promotion',
      'w_shop',
      'w_help',
    ])
  })

  it('gives the Home aliases and a trailing slash the same group, and other paths none', () => {
    expect(bannerGroupFor('/home')).toBe('w_home')
    expect(bannerGroupFor('/register')).toBe('w_home')
    expect(bannerGroupFor('/live/')).toBe('w_live')
    expect(bannerGroupFor('/noticePage')).toBeNull()
    expect(bannerGroupFor('/lottery')).toBeNull()
    expect(bannerGroupFor('/LIVE')).toBeNull()
  })

  it('shows the ticker on Home and the lobbies only', () => {
    expect(['/', '/home', '/live', '/rng', '/pvp'].every((p) => tickerPaths.has(p))).toBe(true)
    expect(['/noticePage', '/vip', '/promotions'].some((p) => tickerPaths.has(p))).toBe(false)
  })
})
