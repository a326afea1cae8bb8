import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shellAt, startPlatform } from './platform'

// The shell of a brand's page names the code its first screen loads beyond the entry's
// (server/first-screen-chunks.ts), from the build's manifest (here the fixture site's small one):
// for the route the brand shows this browser, in the page's language; none where the page will
// show something else (a page for members only without a session, the site closed).

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** The module and style preloads at the end of the page's head. */
async function codeOf(brandId: string, path: string, cookie?: string) {
  const html = await shellAt(server, brandId, path, cookie)
  return [
    ...html.matchAll(/<link rel="(modulepreload|preload" as="style)" crossorigin href="([^"]+)"/g),
  ].map(([, rel, href]) => `${rel === 'modulepreload' ? 'script' : 'style'} ${href}`)
}

describe("a brand page's shell", () => {
  it("names the screen's chunks after the page's messages and the first calls' validators", async () => {
    expect(await codeOf('default', '/')).toEqual([
      'script /assets/en.core-1.js',
      'script /assets/first-visit-validators-1.js',
      'script /assets/home-page-1.js',
      'script /assets/banner-region-1.js',
      'style /assets/home-page-1.css',
    ])
    expect(await codeOf('default', '/live')).toEqual([
      'script /assets/en.core-1.js',
      'script /assets/en.lists-1.js',
      'script /assets/first-visit-validators-1.js',
      'script /assets/lobby.screen-1.js',
      'script /assets/banner-region-1.js',
    ])
    // The sign-in shows no banner.
    expect(await codeOf('jade', '/login')).toEqual([
      'script /assets/en.core-1.js',
      'script /assets/first-visit-validators-1.js',
      'script /assets/login.screen-1.js',
    ])
  })

  it("names the messages of the language the page will show: the kept one the brand has, else the brand's", async () => {
    expect(await codeOf('default', '/rng', 'language=TH')).toContain('script /assets/th.lists-1.js')
    expect(await codeOf('default', '/rng', 'language=TH')).not.toContain(
      'script /assets/en.core-1.js',
    )
    // jade has no Thai: its default, English.
    expect(await codeOf('jade', '/rng', 'language=TH')).toContain('script /assets/en.lists-1.js')
    expect(await codeOf('default', '/rng', 'language=XX')).toContain('script /assets/en.core-1.js')
  })

  it('names none where the page will show another screen than the path’s', async () => {
    // nova (loginedToHomePage): a new tab without a session lands on the sign-in.
    expect(await codeOf('nova', '/')).toEqual([])
    expect(await codeOf('nova', '/', 'signed_in=1')).toContain('script /assets/home-page-1.js')
    expect(await codeOf('nova', '/', 'signed_in=1')).toContain('script /assets/vi.core-1.js')
    // A path with parameters, and a path of no route.
    expect(await codeOf('default', '/blog/1')).toEqual([])
    expect(await codeOf('default', '/no-such-page')).toEqual([])
    // The site closed to the visitor shows the status page.
    await server.db.query("UPDATE merchants SET system_status = 1 WHERE code = 'LUCKY01'")
    await server.reloadMerchants()
    try {
      expect(await codeOf('default', '/live')).toEqual([])
    } finally {
      await server.db.query("UPDATE merchants SET system_status = 0 WHERE code = 'LUCKY01'")
      await server.reloadMerchants()
    }
    expect(await codeOf('default', '/live')).toContain('script /assets/lobby.screen-1.js')
  })
})
