import { describe, expect, it } from 'vitest'
import { routes } from '@/config/tables'
import { bannerGroupByPath, bannerGroupFor, publicTwins, tickerPaths } from './banner-groups'

/** Spec §2.2, word for word: "Paths map to banner groups: / w_home, /rng w_rng, …". */
const specList =
  '/ w_home, /rng w_rng, /live w_live, /fish w_fish, /pvp w_pvp, /sports w_sports, /esports w_esports, /elott w_lott, /down w_down, /promotions w_promotion, /pointMall w_shop, /help w_help'
const specGroups = Object.fromEntries(specList.split(', ').map((pair) => pair.split(' ')))

const routeOf = (path: string) => routes.find((route) => route.paths.includes(path))

describe('banner groups by path (spec §2.2)', () => {
  it('holds the spec’s list of paths and groups, no more and no less', () => {
    expect(Object.keys(specGroups)).toHaveLength(12)
    expect(bannerGroupByPath).toEqual(specGroups)
    for (const [path, group] of Object.entries(specGroups)) expect(bannerGroupFor(path)).toBe(group)
  })

  it('shows each group where its route lays out a banner region, and on the route’s twins', () => {
    const homeAliases = ['/index', '/index.html', '/home', '/register', '/register.html']
    for (const path of [
      ...Object.keys(bannerGroupByPath),
      ...homeAliases,
      ...Object.keys(publicTwins),
    ]) {
      expect(routeOf(path)?.regions, path).toContain('banner')
    }
    // A public twin is the guestPath of a path of the table, and shows the same screen.
    for (const [twin, path] of Object.entries(publicTwins)) {
      expect(routeOf(path)?.guestPath, twin).toBe(twin)
      expect(routeOf(twin)?.screen, twin).toBe(routeOf(path)?.screen)
      expect(bannerGroupFor(twin), twin).toBe(bannerGroupByPath[path])
    }
  })

  it('gives /download, the public twin of /down, the w_down banners', () => {
    expect(bannerGroupFor('/download')).toBe('w_down')
    expect(bannerGroupFor('/download/')).toBe('w_down')
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
