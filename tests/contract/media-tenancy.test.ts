import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { startPlatform, useTransport } from './platform'

// Pictures of a brand's own content (banners, promotions, mall items, app QR codes) answer at that
// brand's host alone, as its API does: another brand's host does not letter in its titles or names.
let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** A picture path asked at a merchant's brand host. */
const pictureAt = (merchant: string, path: string) =>
  fetch(atBrand(server.origin, merchant) + path, { headers: { accept: 'image/webp,*/*' } })

/** Asserts the not-found answer a picture route gives: 404, never kept by a cache. */
async function expectNotFound(merchant: string, path: string) {
  const response = await pictureAt(merchant, path)
  expect(response.status, `${path} at ${merchant}`).toBe(404)
  expect(response.headers.get('cache-control'), `${path} at ${merchant}`).toBe('no-store')
}

/** The first w_home banner's 1x artwork URL a merchant's site names. */
async function homeBannerSrc(merchant: string, title?: string) {
  useTransport(server.base, merchant)
  const { list } = await call('content.banners', { group: 'w_home' })
  const banner = title ? list.find((b) => b.title === title) : list[0]
  return banner?.image?.src
}

describe('content pictures answer at their own brand’s host only', () => {
  it("answers a banner's artwork at its brand's host, and 404 at another brand's", async () => {
    const src = (await homeBannerSrc('NOVA88'))!
    expect(src).toMatch(/^\/media\/banners\/\d+-EN\./)
    const own = await pictureAt('NOVA88', src)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await expectNotFound('LUCKY01', src)
    await expectNotFound('JADE_PH', src)
    await expectNotFound('LUCKY01', src.replace('.webp', '@2x.webp'))
  })

  it('answers 404 for a banner that is scheduled for later or has ended, at its own host', async () => {
    const title = 'Media tenancy: next week’s offer'
    const [row] = await server.db.query<{ id: string }>(
      `INSERT INTO banners (merchant, group_name, title, linkage_type, target, sort)
       VALUES ('LUCKY01', 'w_home', $1, 'none', '', 99) RETURNING id`,
      [JSON.stringify({ EN: title })],
    )
    const src = (await homeBannerSrc('LUCKY01', title))!
    expect(src).toMatch(new RegExp(`^/media/banners/${row!.id}-EN\\.`))
    expect((await pictureAt('LUCKY01', src)).status).toBe(200)
    // The operator moves it to next week: its artwork is not readable by its id until then.
    await server.db.query(
      `UPDATE banners SET start_at = platform_now() + interval '7 days' WHERE id = $1`,
      [row!.id],
    )
    expect(await homeBannerSrc('LUCKY01', title)).toBeUndefined()
    await expectNotFound('LUCKY01', src)
    await server.db.query(
      `UPDATE banners SET start_at = platform_now() - interval '7 days',
         end_at = platform_now() - interval '1 day' WHERE id = $1`,
      [row!.id],
    )
    await expectNotFound('LUCKY01', src)
    await server.db.query('DELETE FROM banners WHERE id = $1', [row!.id])
  })

  it("answers a promotion's picture at its brand's host, and 404 at another brand's", async () => {
    useTransport(server.base, 'NOVA88')
    const { list } = await call('content.promotions', {})
    const image = list[0]!.image
    expect(image).toMatch(/^\/media\/promotions\/\d+\.svg\?lang=EN$/)
    const own = await pictureAt('NOVA88', image)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/svg+xml')
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400')
    await expectNotFound('LUCKY01', image)
    await expectNotFound('JADE_PH', image)
  })

  it("answers a mall item's picture at its brand's host, and 404 at another brand's", async () => {
    useTransport(server.base, 'NOVA88')
    const { list } = await call('points.items')
    const item = list[0]!
    const own = await pictureAt('NOVA88', item.image)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await own.text()).toContain(item.name.replaceAll('&', '&amp;'))
    await expectNotFound('LUCKY01', item.image)
  })

  it("answers a blog post's cover at its brand's host once published, and 404 otherwise", async () => {
    const [post] = await server.db.query<{ id: string }>(
      `INSERT INTO blog_posts (merchant, language, title, summary, body, published_at)
       VALUES ('NOVA88', 'EN', 'Media tenancy: tomorrow’s post', '', '', platform_now() + interval '1 day')
       RETURNING id`,
    )
    const cover = `/media/blog/${post!.id}.svg`
    await expectNotFound('NOVA88', cover)
    await server.db.query(
      `UPDATE blog_posts SET published_at = platform_now() - interval '1 hour' WHERE id = $1`,
      [post!.id],
    )
    expect((await pictureAt('NOVA88', cover)).status).toBe(200)
    await expectNotFound('LUCKY01', cover)
    await server.db.query('DELETE FROM blog_posts WHERE id = $1', [post!.id])
  })

  it("answers an app package's QR code at its brand's host, and 404 at another brand's", async () => {
    useTransport(server.base, 'NOVA88')
    const { resources } = await call('system.routers')
    const qr = resources[0]!.qrCodeUrl
    expect(qr).toMatch(/^\/media\/app-qr\/NOVA88\//)
    expect((await pictureAt('NOVA88', qr)).status).toBe(200)
    await expectNotFound('LUCKY01', qr)
  })

  it('answers the shared catalogue’s game and vendor art at every brand’s host', async () => {
    useTransport(server.base, 'NOVA88')
    const { games } = await call('games.list', { gameType: 'RNG', pageSize: 1 })
    const { categories } = await call('games.vendors', { gameType: 'LIVE' })
    const vendor = categories[0]!.cards[0]!
    for (const src of [games[0]!.image!.src, vendor.image!.src])
      for (const merchant of ['NOVA88', 'LUCKY01'])
        expect((await pictureAt(merchant, src)).status, `${src} at ${merchant}`).toBe(200)
  })
})
