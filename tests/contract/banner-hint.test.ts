import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandAddress, shellAt, startPlatform } from './platform'

// The shell of a brand's page names the first banner's picture it will show (server/app.ts,
// server/platform/content/first-picture.ts): the same banner content.banners answers first, by
// the same schedule on the platform's clock, in the page's language; none where no banner shows.

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const hour = 3_600_000
const pageAt = (brandId: string, path: string) => brandAddress(server, brandId, path)

/** The page's image preload hints: href, imagesrcset and imagesizes of each. */
async function hintsOf(brandId: string, path: string, cookie?: string) {
  const html = await shellAt(server, brandId, path, cookie)
  return [...html.matchAll(/<link rel="preload" as="image" ([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => attributes.includes('/media/'))
    .map((attributes) => ({
      href: /href="([^"]*)"/.exec(attributes)?.[1],
      srcset: /imagesrcset="([^"]*)"/.exec(attributes)?.[1],
      sizes: /imagesizes="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&'),
    }))
}

interface Banner {
  bannerId: string
  url: string
  image?: { src: string; src2x: string; width: number }
}

/** What content.banners answers on the brand's host. */
async function bannersOf(brandId: string, group: string, language = 'EN') {
  const response = await fetch(pageAt(brandId, `/api/content/banners?group=${group}`), {
    headers: { language },
  })
  return ((await response.json()) as { value: { list: Banner[] } }).value.list
}

const hintOf = (banner: Banner) => ({
  href: banner.url,
  srcset: `${banner.image!.src} ${banner.image!.width}w, ${banner.image!.src2x} ${banner.image!.width * 2}w`,
  sizes: '(min-width: 1024px) min(64vw, 771px), calc(100vw - 2rem)',
})

describe("a brand page's shell", () => {
  it("names the first banner of the page's group that content.banners answers, with its 1x and 2x files", async () => {
    for (const [brandId, path, group] of [
      ['default', '/', 'w_home'],
      ['default', '/rng', 'w_rng'],
      ['default', '/live', 'w_live'],
      ['jade', '/', 'w_home'],
      ['jade', '/home', 'w_home'],
    ] as const) {
      const [first] = await bannersOf(brandId, group)
      expect(first, `${brandId} ${group}`).toBeDefined()
      expect(await hintsOf(brandId, path), `${brandId} ${path}`).toEqual([hintOf(first!)])
    }
  })

  it('names none on a page without banners, nor where a brand shows its pages to members only', async () => {
    expect(await hintsOf('default', '/login')).toEqual([])
    expect(await hintsOf('default', '/no-such-page')).toEqual([])
    // nova (loginedToHomePage): a new tab has no session and lands on the sign-in.
    expect(await hintsOf('nova', '/')).toEqual([])
    expect(await hintsOf('nova', '/rng')).toEqual([])
  })

  it('names the banner of a page for members only where the browser says a tab is signed in', async () => {
    // The portal keeps `signed_in=1` beside a tab's session (src/state/session.store.ts).
    for (const [path, group] of [
      ['/', 'w_home'],
      ['/rng', 'w_rng'],
      ['/live', 'w_live'],
    ] as const) {
      const [first] = await bannersOf('nova', group, 'VI')
      expect(first, group).toBeDefined()
      expect(await hintsOf('nova', path, 'signed_in=1'), path).toEqual([hintOf(first!)])
      expect(await hintsOf('nova', path, 'signed_in=0'), path).toEqual([])
    }
    // Nothing else changes: the sign-in shows no banner, and an open brand's pages are as before.
    expect(await hintsOf('nova', '/login', 'signed_in=1')).toEqual([])
    const [home] = await bannersOf('default', 'w_home')
    expect(await hintsOf('default', '/', 'signed_in=1')).toEqual([hintOf(home!)])
  })

  it("names the banner in the page's language, kept in the language cookie", async () => {
    const [thai] = await bannersOf('default', 'w_home', 'TH')
    const [english] = await bannersOf('default', 'w_home', 'EN')
    expect(thai!.url).not.toBe(english!.url)
    expect(await hintsOf('default', '/', 'language=TH')).toEqual([hintOf(thai!)])
    // A language the brand does not offer: its default, as the portal would show.
    expect(await hintsOf('default', '/', 'language=XX')).toEqual([hintOf(english!)])
  })

  it('follows the schedule on the platform clock: no hint for a banner not yet or no longer running', async () => {
    const [first, second] = await bannersOf('default', 'w_home')
    expect(second).toBeDefined()
    const now = server.platform.clock.now().getTime()
    try {
      await server.db.query('UPDATE banners SET start_at = $2 WHERE id = $1', [
        first!.bannerId,
        new Date(now + hour),
      ])
      expect((await bannersOf('default', 'w_home'))[0]!.bannerId).toBe(second!.bannerId)
      expect(await hintsOf('default', '/')).toEqual([hintOf(second!)])
      // Its start comes on the platform's clock: the page names it again.
      await server.platform.clock.set(new Date(now + 2 * hour))
      expect(await hintsOf('default', '/')).toEqual([hintOf(first!)])
      // Ended: the next one running.
      await server.db.query('UPDATE banners SET end_at = $2 WHERE id = $1', [
        first!.bannerId,
        new Date(now + 90 * 60_000),
      ])
      expect(await hintsOf('default', '/')).toEqual([hintOf(second!)])
    } finally {
      await server.platform.clock.reset()
      await server.db.query('UPDATE banners SET start_at = NULL, end_at = NULL WHERE id = $1', [
        first!.bannerId,
      ])
    }
    expect(await hintsOf('default', '/')).toEqual([hintOf(first!)])
  })

  it('names none while the site is closed to the visitor', async () => {
    await server.db.query("UPDATE merchants SET system_status = 1 WHERE code = 'LUCKY01'")
    await server.reloadMerchants()
    try {
      expect(await hintsOf('default', '/')).toEqual([])
    } finally {
      await server.db.query("UPDATE merchants SET system_status = 0 WHERE code = 'LUCKY01'")
      await server.reloadMerchants()
    }
    expect(await hintsOf('default', '/')).toHaveLength(1)
  })
})
