import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, test } from 'vitest'
import { precompress } from '../../scripts/lib/precompress'
import { createApp } from '../../server/app'
import { acceptedEncodings } from '../../server/static'

// A build with one script and its encodings, as the build writes them.
const dist = mkdtempSync(join(tmpdir(), 'portal-precompressed-'))
mkdirSync(join(dist, 'brands'), { recursive: true })
mkdirSync(join(dist, 'assets'))
writeFileSync(
  join(dist, 'brands', 'manifest.json'),
  JSON.stringify({ defaultBrand: 'default', brands: {} }),
)
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join(''),
)
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script)
const { br, gz } = await precompress(script)
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), br)
writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gz)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = createApp({ dist })
const get = async (acceptEncoding?: string) => {
  const response = await app.fetch(
    new Request('http://default.localhost/assets/app-abc123.js', {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }),
  )
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding'),
    type: response.headers.get('content-type'),
    vary: response.headers.get('vary'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

describe('built assets', () => {
  test('go out as Brotli to a browser that accepts it, the same script once decoded', async () => {
    const answer = await get('gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.encoding).toBe('br')
    expect(answer.type).toBe('text/javascript; charset=utf-8')
    expect(answer.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true)
    expect(answer.body.length).toBeLessThan(gz.length)
  })

  test('go out as gzip to a browser without Brotli, or that refuses it', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get(header)
      expect(answer.encoding).toBe('gzip')
      expect(gunzipSync(answer.body).equals(script)).toBe(true)
    }
  })

  test('go out as they are to a client that accepts no encoding', async () => {
    const answer = await get()
    expect(answer.encoding).toBeNull()
    expect(answer.body.equals(script)).toBe(true)
  })

  test('an encoding is never sent for a file that is not there', async () => {
    const response = await app.fetch(
      new Request('http://default.localhost/assets/missing.js', {
        headers: { 'accept-encoding': 'br' },
      }),
    )
    expect(response.status).toBe(404)
  })
})

describe('acceptedEncodings', () => {
  test('reads the names, ignores case and spaces, and drops those with q=0', () => {
    expect([...acceptedEncodings('GZIP ; q=0.5, br;q=0 ,deflate')]).toEqual(['gzip', 'deflate'])
    expect(acceptedEncodings(undefined).size).toBe(0)
  })
})
