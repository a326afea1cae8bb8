import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { signInAs, startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** A CSP as its directives: name -> sources. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')] as const),
  )

/** Checks the headers every platform page carries; answers the page's CSP directives. */
function pageHeaders(response: Response) {
  expect(response.headers.get('content-type')).toContain('text/html')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  const csp = directives(response.headers.get('content-security-policy'))
  expect(csp.get('default-src')).toBe("'none'")
  expect(csp.get('base-uri')).toBe("'none'")
  expect(csp.get('script-src') ?? '').not.toMatch(/unsafe|sha\d+-|nonce-|\*/)
  return csp
}

describe("the platform's own pages", () => {
  it('the customer-service chat opens in a window of its own: nobody may frame it', async () => {
    const response = await fetch(`${atBrand(server.origin, 'LUCKY01')}/service/chat?vip=1`)
    expect(response.status).toBe(200)
    const csp = pageHeaders(response)
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.has('script-src')).toBe(false)
  })

  it("the demo PSP's payment page opens in a tab: nobody may frame it; its forms post back to it", async () => {
    await signInAs(server, 'demo_member')
    const { list } = await call('finance.channels')
    const order = await call('finance.deposit', { channelId: list[0]!.id, amount: 25_000 })
    const csp = pageHeaders(await fetch(order.payUrl))
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.get('form-action')).toBe("'self'")
    expect(csp.get('style-src')).toMatch(/^'sha256-[\w+/=]+'$/)
    const missing = await fetch(order.payUrl.replace(/[^/]+$/, 'no-such-order'))
    expect(missing.status).toBe(404)
    expect(pageHeaders(missing).get('frame-ancestors')).toBe("'none'")
  })

  it('the demo provider is framed only by the site that launched the game', async () => {
    await signInAs(server, 'demo_member')
    const launch = await call('play.launch', {
      vendor: 'PG',
      gameCode: 'PG-FORTUNE-OX',
      gameType: 'RNG',
    })
    const site = new URL(atBrand(server.origin, 'LUCKY01')).origin
    const page = await fetch(launch.url)
    expect(page.status).toBe(200)
    const csp = pageHeaders(page)
    expect(csp.get('frame-ancestors')).toBe(site)
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('form-action')).toBe("'none'")

    // An ended session's notice shows in the same site's frame; an unknown session's in none.
    const session = new URL(launch.url).searchParams.get('session')!
    await server.db.query(
      `UPDATE provider_sessions SET expires_at = platform_now() - interval '1 second' WHERE portal_origin = $1`,
      [site],
    )
    const ended = await fetch(launch.url)
    expect(ended.status).toBe(404)
    expect(pageHeaders(ended).get('frame-ancestors')).toBe(site)
    const unknown = await fetch(launch.url.replace(session, 'no-such-session'))
    expect(pageHeaders(unknown).get('frame-ancestors')).toBe("'none'")
  })
})
