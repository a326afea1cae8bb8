import { expect, test } from 'vitest'
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
