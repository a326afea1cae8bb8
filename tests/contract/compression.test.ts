import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPlatform } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** An answer of the API at default's host, to a browser that takes gzip and Brotli. */
async function answer(path: string) {
  const response = await fetch(`${server.baseAt('LUCKY01')}${path}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  const body = await response.text()
  return {
    encoding: response.headers.get('content-encoding'),
    length: response.headers.get('content-length'),
    body,
  }
}

describe('answers of the API on the wire', () => {
  it('sends an answer under 1 KB as it is, with its length: no gzip stream for a few bytes', async () => {
    const status = await answer('/system/status')
    expect(status.encoding).toBeNull()
    expect(Number(status.length)).toBe(Buffer.byteLength(status.body))
    expect(Buffer.byteLength(status.body)).toBeLessThan(1024)
    expect(JSON.parse(status.body)).toMatchObject({ success: true })
  })

  it('compresses a larger one, and sends a refusal with its length', async () => {
    const hot = await answer('/game/hot?merchantCode=LUCKY01&isPlatform=2&platform=flash%2Chtml5')
    expect(Buffer.byteLength(hot.body)).toBeGreaterThan(1024)
    expect(hot.encoding).toMatch(/^(br|gzip)$/)
    expect(JSON.parse(hot.body)).toMatchObject({ success: true })
    const refused = await answer('/member/info')
    expect(refused.encoding).toBeNull()
    expect(Number(refused.length)).toBe(Buffer.byteLength(refused.body))
    expect(JSON.parse(refused.body)).toMatchObject({ success: false })
  })
})
