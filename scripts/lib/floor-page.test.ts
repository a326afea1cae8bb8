import { expect, test } from 'vitest'
import { securityHeaders } from '../../server/app'
import { startFloorPage } from './floor-page'

test('the floor page is a page that loads nothing: no script, stylesheet, picture or font', async () => {
  const floor = await startFloorPage({ tls: false })
  try {
    const page = await fetch(floor.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('<h1>')
    expect(html).not.toMatch(/<(script|link|img|style|iframe)\b|src=|url\(/i)
    expect((await fetch(new URL('/favicon.ico', floor.url))).status).toBe(404)
  } finally {
    await floor.close()
  }
})

test("the floor page is served with the portal's security headers, and bare when asked", async () => {
  const portal = await startFloorPage({ tls: false })
  const bare = await startFloorPage({ tls: false, portalHeaders: false })
  try {
    const served = await fetch(portal.url)
    for (const [name, value] of Object.entries(securityHeaders))
      expect(served.headers.get(name)).toBe(value)
    expect(served.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const plain = await fetch(bare.url)
    for (const name of Object.keys(securityHeaders)) expect(plain.headers.has(name)).toBe(false)
    expect(await plain.text()).toBe(await served.text())
  } finally {
    await Promise.all([portal.close(), bare.close()])
  }
})
