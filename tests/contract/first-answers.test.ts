import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstAnswersElementId, type FirstAnswers } from '../../src/api/first-answers'
import { firstCalls } from '../../src/app/first-calls'
import { routes } from '../../src/config/tables'
import { brandAddress, shellAt, startPlatform } from './platform'

// The shell of a brand's page holds the platform's answers to the calls its first render waits for
// (server/first-answers.ts): each the very answer the page's call would have had on that host and
// in that language, none for a page the brand does not show or while the site is closed, and
// none that could close the element it sits in.

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const pageAt = (brandId: string, path: string) => brandAddress(server, brandId, path)

/** The page's shell, and the first answers it holds (null when it holds none). */
async function shellOf(brandId: string, path: string, cookie?: string) {
  const html = await shellAt(server, brandId, path, cookie)
  const element = new RegExp(
    `<script type="application/json" id="${firstAnswersElementId}">([^<]*)</script>`,
  ).exec(html)
  return { html, answers: element ? (JSON.parse(element[1]!) as FirstAnswers) : null }
}

/** What the platform answers a page's call on the brand's host, in a language. */
async function answerOf(brandId: string, request: string, language: string) {
  const response = await fetch(pageAt(brandId, `/api${request}`), { headers: { language } })
  expect(response.status, request).toBe(200)
  return response.json()
}

const regionsOf = (path: string) => routes.find((route) => route.paths.includes(path))!.regions

describe("a brand page's first answers", () => {
  it("are the platform's own answers to the page's first calls, in the page's language", async () => {
    for (const [brandId, path, language, cookie] of [
      ['default', '/', 'EN', undefined],
      ['default', '/rng', 'EN', undefined],
      ['default', '/live', 'TH', 'language=TH'],
      ['default', '/login', 'EN', undefined],
      ['jade', '/', 'EN', undefined],
      ['nova', '/', 'VI', 'signed_in=1'],
    ] as const) {
      const { answers } = await shellOf(brandId, path, cookie)
      const calls = firstCalls(path, regionsOf(path), language).map((call) => call.request)
      expect(answers?.language, `${brandId} ${path}`).toBe(language)
      expect(answers?.base).toBe('/api')
      expect(Object.keys(answers!.answers), `${brandId} ${path}`).toEqual(calls)
      for (const request of calls)
        expect(answers!.answers[request], `${brandId} ${path} ${request}`).toEqual(
          await answerOf(brandId, request, language),
        )
      // Banners and notices only where the page shows its banner region.
      expect(calls.some((call) => call.startsWith('/content/banners'))).toBe(path !== '/login')
      // The time to the minute, by the platform's clock.
      expect(answers!.at % 60_000).toBe(0)
      expect(Math.abs(Date.now() - answers!.at)).toBeLessThan(2 * 60_000)
    }
  })

  it('are none for a page the brand does not show the browser, nor while it is closed to it', async () => {
    // nova shows its pages to members only: a browser without a signed-in tab lands on the sign-in.
    expect((await shellOf('nova', '/')).answers).toBeNull()
    expect((await shellOf('default', '/no-such-page')).answers).toBeNull()
    await server.db.query("UPDATE merchants SET system_status = 1 WHERE code = 'LUCKY01'")
    await server.reloadMerchants()
    try {
      expect((await shellOf('default', '/')).answers).toBeNull()
    } finally {
      await server.db.query("UPDATE merchants SET system_status = 0 WHERE code = 'LUCKY01'")
      await server.reloadMerchants()
    }
    expect((await shellOf('default', '/')).answers).not.toBeNull()
  })

  it("keep an operator's text whole and inert, whatever markup it holds", async () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028'
    const [notice] = await server.db.query<{ id: string }>(
      `INSERT INTO notices (merchant, type, title, content, start_at)
       VALUES ('LUCKY01', 'B', $1, $1, platform_now() - interval '1 minute') RETURNING id`,
      [JSON.stringify({ EN: title })],
    )
    try {
      const { html, answers } = await shellOf('default', '/')
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<!--')
      const notices = Object.entries(answers!.answers).find(([request]) =>
        request.startsWith('/content/notices'),
      )![1] as { value: { list: { id: string; title: string }[] } }
      expect(notices.value.list.find((notice) => notice.id === String(notice!.id))?.title).toBe(
        title,
      )
    } finally {
      await server.db.query('DELETE FROM notices WHERE id = $1', [notice!.id])
    }
  })
})
