import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex')

/**
 * A picture fetched from the platform at a brand's host (a banner answers at its own brand's
 * alone): its answer, bytes and what sharp reads in them.
 */
async function picture(path: string, merchant = 'LUCKY01') {
  const response = await fetch(atBrand(server.origin, merchant) + path)
  expect(response.status, path).toBe(200)
  const bytes = await response.arrayBuffer()
  const meta = await sharp(Buffer.from(bytes)).metadata()
  return { response, bytes, meta }
}

/** Asserts the answer of a picture at 1x and 2x against the sizes the catalogue states. */
async function expectPicture(
  image: { src: string; src2x: string; width: number; height: number },
  merchant = 'LUCKY01',
) {
  const one = await picture(image.src, merchant)
  const two = await picture(image.src2x, merchant)
  expect(one.response.headers.get('content-type')).toBe('image/webp')
  expect(one.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(two.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect([one.meta.format, one.meta.width, one.meta.height]).toEqual([
    'webp',
    image.width,
    image.height,
  ])
  expect([two.meta.format, two.meta.width, two.meta.height]).toEqual([
    'webp',
    image.width * 2,
    image.height * 2,
  ])
  return { one, two }
}

describe('game, vendor and banner pictures', () => {
  it('answers every game with WebP pictures at 1x and 2x of the sizes it states, cached for good', async () => {
    useTransport(server.base)
    const { games } = await call('games.list', { gameType: 'RNG', gameName: 'fortune ox' })
    const ox = games.find((g) => g.gameCode === 'PG-FORTUNE-OX')!
    expect(ox.image).toMatchObject({ width: 240, height: 180 })
    expect(ox.thumbnail).toBe(ox.image!.src)
    expect(ox.image!.src).toMatch(/^\/media\/games\/\d+\.[0-9a-f]{10}\.webp$/)
    expect(ox.image!.src2x).toMatch(/^\/media\/games\/\d+\.[0-9a-f]{10}@2x\.webp$/)
    const first = await expectPicture(ox.image!)
    // Drawn once: the same bytes again, and the same after another list call.
    const again = await picture(ox.image!.src)
    expect(sha(again.bytes)).toBe(sha(first.one.bytes))
    // Art, not a flat card with two letters (about 1.5 KB): a real drawing of some kilobytes.
    expect(first.two.bytes.byteLength).toBeGreaterThan(5_000)
    // The same picture as AVIF, for a client that asks for it by name.
    const avif = await picture(ox.image!.src2x.replace(/\.webp$/, '.avif'))
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect([avif.meta.width, avif.meta.height]).toEqual([480, 360])
  })

  it('answers a brand of tall tiles (nova, 3:4) tall pictures of the same games', async () => {
    useTransport(server.base, 'NOVA88')
    const { games } = await call('games.list', { gameType: 'RNG', gameName: 'fortune ox' })
    const ox = games.find((g) => g.gameCode === 'PG-FORTUNE-OX')!
    expect(ox.image).toMatchObject({ width: 180, height: 240 })
    await expectPicture(ox.image!, 'NOVA88')
    useTransport(server.base, 'LUCKY01')
    const wide = (await call('games.list', { gameType: 'RNG', gameName: 'fortune ox' })).games
    expect(wide.find((g) => g.gameCode === 'PG-FORTUNE-OX')!.image!.src).not.toBe(ox.image!.src)
  })

  it('draws different games differently, and every type of game', async () => {
    useTransport(server.base)
    const hashes = new Set<string>()
    let count = 0
    for (const gameType of ['RNG', 'FISH', 'PVP', 'LIVE'] as const) {
      const { games } = await call('games.list', { gameType, pageSize: 3 })
      for (const game of games) {
        const { bytes } = await picture(game.image!.src)
        hashes.add(sha(bytes))
        count += 1
      }
    }
    expect(count).toBe(12)
    expect(hashes.size).toBe(12)
  })

  it('answers every lottery game of the lobby and the popular list with its picture', async () => {
    useTransport(server.base)
    const { list } = await call('games.lotteryLobby')
    expect(list.length).toBeGreaterThan(10)
    const hashes = new Set<string>()
    for (const game of list) {
      expect(game.image, game.gameCode).toMatchObject({ width: 240, height: 180 })
      // The catalogue's picture of the game: /media/games by its id, as games.list answers it.
      expect(game.image!.src).toMatch(
        new RegExp(`^/media/games/${game.nodeId}\\.[0-9a-f]{10}\\.webp$`),
      )
      expect(game.image!.src2x).toBe(game.image!.src.replace(/\.webp$/, '@2x.webp'))
      const { one } = await expectPicture(game.image!)
      hashes.add(sha(one.bytes))
    }
    // A drawing of each game, not one picture for every lottery.
    expect(hashes.size).toBe(list.length)
    const popular = await call('games.popular', { count: 20 })
    expect(popular.list.length).toBeGreaterThan(0)
    for (const game of popular.list)
      expect(game.image).toEqual(list.find((g) => g.nodeId === game.nodeId)!.image)
    // A brand of tall tiles (nova, 3:4) gets them tall, as its game tiles.
    useTransport(server.base, 'NOVA88')
    const tall = (await call('games.lotteryLobby')).list[0]!
    expect(tall.image).toMatchObject({ width: 180, height: 240 })
    await expectPicture(tall.image!, 'NOVA88')
    useTransport(server.base, 'LUCKY01')
  })

  it('answers vendor cards with their picture (smallIcon is its 1x URL)', async () => {
    useTransport(server.base)
    const { categories } = await call('games.vendors', { gameType: 'LIVE' })
    const cards = categories.flatMap((c) => c.cards)
    expect(cards.length).toBeGreaterThan(1)
    for (const card of cards.slice(0, 2)) {
      expect(card.smallIcon).toBe(card.image!.src)
      expect(card.image).toMatchObject({ width: 320, height: 160 })
      await expectPicture(card.image!)
    }
    const [a, b] = await Promise.all(cards.slice(0, 2).map((c) => picture(c.image!.src)))
    expect(sha(a!.bytes)).not.toBe(sha(b!.bytes))
  })

  it('answers banners with artwork in the brand palette, 1x and 2x, the url at its stated size', async () => {
    useTransport(server.base)
    const { list } = await call('content.banners', { group: 'w_home' })
    const banner = list[0]!
    expect(banner.image).toMatchObject({ width: 960, height: 240 })
    expect(banner.url).toBe(banner.image!.src2x)
    await expectPicture(banner.image!)
    // Another brand's banner of the same title is drawn in that brand's colours.
    const other = await fetch(`${server.baseAt('NOVA88')}/content/banners?group=w_home`, {
      headers: { merchant: 'NOVA88', language: 'EN' },
    })
    const nova = ((await other.json()) as { value: { list: typeof list } }).value.list[0]!
    expect(nova.image!.src).not.toBe(banner.image!.src)
    const [mine, theirs] = await Promise.all([
      picture(banner.image!.src),
      picture(nova.image!.src, 'NOVA88'),
    ])
    const colour = async (bytes: ArrayBuffer) => (await sharp(Buffer.from(bytes)).stats()).dominant
    expect(await colour(mine.bytes)).not.toEqual(await colour(theirs.bytes))
  })

  it("answers a banner's WebP URL in AVIF to a browser that takes it, and says the answer varies", async () => {
    useTransport(server.base)
    const { list } = await call('content.banners', { group: 'w_home' })
    const { src, src2x } = list[0]!.image!
    const asked = async (path: string, accept: string) => {
      const response = await fetch(atBrand(server.origin, 'LUCKY01') + path, {
        headers: { accept },
      })
      expect(response.status, `${path} ${accept}`).toBe(200)
      const bytes = Buffer.from(await response.arrayBuffer())
      const meta = await sharp(bytes).metadata()
      return {
        type: response.headers.get('content-type'),
        vary: response.headers.get('vary'),
        format: meta.format === 'heif' ? meta.compression : meta.format,
        size: [meta.width, meta.height],
        bytes: bytes.byteLength,
      }
    }
    // Chromium's Accept for an image.
    const browser = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    for (const [path, width] of [
      [src, 960],
      [src2x, 1920],
    ] as const) {
      const avif = await asked(path, browser)
      const webp = await asked(path, 'image/webp,*/*')
      expect(avif).toMatchObject({
        type: 'image/avif',
        vary: 'Accept',
        format: 'av1',
        size: [width, width / 4],
      })
      expect(webp).toMatchObject({
        type: 'image/webp',
        vary: 'Accept',
        format: 'webp',
        size: [width, width / 4],
      })
      // Worth its decoding: the same drawing in fewer bytes.
      expect(avif.bytes).toBeLessThan(webp.bytes * 0.85)
      // A browser that refuses it by q=0, or names it nowhere, gets WebP.
      expect(await asked(path, 'image/avif;q=0, image/webp')).toMatchObject({ type: 'image/webp' })
      expect(await asked(path, 'image/avifx, */*')).toMatchObject({ type: 'image/webp' })
      expect(await asked(path, 'image/*')).toMatchObject({ type: 'image/webp' })
    }
    // A URL that names its format is answered in it, whatever the Accept: no negotiation.
    expect(await asked(src.replace(/\.webp$/, '.avif'), 'image/webp')).toMatchObject({
      type: 'image/avif',
      vary: null,
    })
  })

  it('answers 404 for unknown ids, stale versions and anything that is not a picture name', async () => {
    useTransport(server.base)
    const { games } = await call('games.list', { gameType: 'RNG', pageSize: 1 })
    const src = games[0]!.image!.src
    const version = /\.([0-9a-f]{10})\.webp$/.exec(src)![1]!
    for (const path of [
      `/media/games/999999999.${version}.webp`,
      src.replace(version, '0000000000'),
      src.replace('.webp', '.png'),
      src.replace('.webp', '.svg'),
      '/media/games/..%2F..%2Fetc%2Fpasswd',
      `/media/games/1.${version}.webp%00`,
      '/media/vendors/NOPE.0000000000.webp',
      '/media/vendors/..%2Fpackage.json',
      '/media/banners/1-EN.0000000000.webp',
      '/media/banners/999999-EN.0000000000.webp',
    ]) {
      const response = await fetch(atBrand(server.origin, 'LUCKY01') + path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).not.toContain('immutable')
    }
  })
})
