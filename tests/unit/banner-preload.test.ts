import { describe, expect, it, vi } from 'vitest'
import {
  BannerPreloads,
  bannerPreloadLink,
  bannerPreloadTtlMs,
  type FirstBanner,
} from '../../server/banner-preload'
import { firstBannerPaths } from '../../scripts/lib/first-banner'
import { loadBrands } from '../../shared/brands'
import { bannerSizes, bannerSrcSet } from '../../src/features/home/banners/banner-sources'

const origin = 'https://default.example'
const art = (group: string, id: number) => ({
  groupName: group,
  url: `/media/banners/${id}@2x.webp`,
  image: {
    src: `/media/banners/${id}.webp`,
    src2x: `/media/banners/${id}@2x.webp`,
    width: 960,
  },
})

describe('bannerPreloadLink', () => {
  it('names the group’s first banner with the sources and sizes its image uses', () => {
    const link = bannerPreloadLink(
      [art('w_rng', 1), art('w_home', 2), art('w_home', 3)],
      'w_home',
      origin,
    )
    const sources = bannerSrcSet('/media/banners/2.webp', '/media/banners/2@2x.webp', 960)
    expect(sources).toBe('/media/banners/2.webp 960w, /media/banners/2@2x.webp 1920w')
    expect(link).toBe(
      `</media/banners/2@2x.webp>; rel=preload; as=image; imagesrcset="${sources}"; imagesizes="${bannerSizes}"; fetchpriority=high`,
    )
  })

  it('names the url alone when the banner has no artwork sizes', () => {
    const plain = { ...art('w_home', 4), image: undefined }
    expect(bannerPreloadLink([plain], 'w_home', origin)).toBe(
      '</media/banners/4@2x.webp>; rel=preload; as=image; fetchpriority=high',
    )
  })

  it('names the page’s origin by path, and nothing for another origin or a bad url', () => {
    const same = { ...art('w_home', 5), url: `${origin}/media/banners/5@2x.webp` }
    expect(bannerPreloadLink([same], 'w_home', origin)).toMatch(/^<\/media\/banners\/5@2x\.webp>/)
    for (const url of [
      'https://cdn.example/media/banners/6.webp',
      'javascript:alert(1)',
      '//evil.example/x.webp',
      'relative.webp',
    ])
      expect(bannerPreloadLink([{ groupName: 'w_home', url }], 'w_home', origin)).toBeUndefined()
    expect(bannerPreloadLink([], 'w_home', origin)).toBeUndefined()
    expect(bannerPreloadLink([art('w_rng', 7)], 'w_home', origin)).toBeUndefined()
  })

  it('cannot be broken out of: quotes and angle brackets in a url arrive escaped', () => {
    const hostile = {
      groupName: 'w_home',
      url: '/media/banners/8.webp"; rel=stylesheet <x>',
      image: { src: '/a".webp', src2x: '/b>.webp', width: 960 },
    }
    const link = bannerPreloadLink([hostile], 'w_home', origin)!
    expect(link).toContain('</media/banners/8.webp%22;%20rel=stylesheet%20%3Cx%3E>')
    expect(link).toContain('imagesrcset="/a%22.webp 960w, /b%3E.webp 1920w"')
  })
})

describe('BannerPreloads', () => {
  const first: FirstBanner = { language: 'EN', groups: { '/': 'w_home', '/rng': 'w_rng' } }

  it('asks only for paths whose first screen shows a banner, in the brand’s language', async () => {
    const fetchBanners = vi.fn(async (_id: string, group: string) => [art(group, 1)])
    const preloads = new BannerPreloads(fetchBanners)
    expect(await preloads.linkFor('default', first, '/login', origin)).toBeUndefined()
    expect(await preloads.linkFor('default', undefined, '/', origin)).toBeUndefined()
    expect(fetchBanners).not.toHaveBeenCalled()
    expect(await preloads.linkFor('default', first, '/rng/', origin)).toMatch(
      /^<\/media\/banners\/1@2x/,
    )
    expect(fetchBanners).toHaveBeenCalledWith('default', 'w_rng', 'EN')
  })

  it('keeps a group’s answer briefly, then asks again', async () => {
    let now = 0
    let id = 1
    const fetchBanners = vi.fn(async (_brand: string, group: string) => [art(group, id)])
    const preloads = new BannerPreloads(fetchBanners, () => now)
    expect(await preloads.linkFor('default', first, '/', origin)).toMatch(/banners\/1@2x/)
    id = 2
    now = bannerPreloadTtlMs
    expect(await preloads.linkFor('default', first, '/', origin)).toMatch(/banners\/1@2x/)
    expect(fetchBanners).toHaveBeenCalledTimes(1)
    now = bannerPreloadTtlMs + 1
    expect(await preloads.linkFor('default', first, '/', origin)).toMatch(/banners\/2@2x/)
    expect(fetchBanners).toHaveBeenCalledTimes(2)
  })

  it('sends no header rather than fail or hold the page back', async () => {
    const failing = new BannerPreloads(async () => {
      throw new Error('down')
    })
    expect(await failing.linkFor('default', first, '/', origin)).toBeUndefined()
    const slow = new BannerPreloads(() => new Promise(() => undefined))
    const started = Date.now()
    expect(await slow.linkFor('default', first, '/', origin)).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('firstBannerPaths', () => {
  const brandOf = (id: string) => loadBrands().brands.find((brand) => brand.id === id)!

  it('holds Home and the lobbies a visitor sees with their banner group', () => {
    const paths = firstBannerPaths(brandOf('default'))
    expect(paths).toMatchObject({
      '/': 'w_home',
      '/home': 'w_home',
      '/rng': 'w_rng',
      '/live': 'w_live',
    })
    expect(paths['/login']).toBeUndefined()
    expect(paths['/chatroom']).toBeUndefined()
  })

  it('leaves out what sends a visitor to sign in first, and the areas a brand turns off', () => {
    const nova = brandOf('nova')
    expect(nova.loginedToHomePage).toBe(true)
    const paths = firstBannerPaths(nova)
    expect(paths['/']).toBeUndefined()
    expect(paths['/rng']).toBeUndefined()
    const noLive = firstBannerPaths({
      ...brandOf('default'),
      areas: { ...brandOf('default').areas, live: false },
    })
    expect(noLive['/live']).toBeUndefined()
    expect(noLive['/rng']).toBe('w_rng')
  })
})
