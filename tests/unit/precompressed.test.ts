import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, test } from 'vitest'
import { precompress } from '../../shared/precompress'
import { createApp } from '../../server/app'
import { acceptedEncodings } from '../../server/static'

// A build with one script and its encodings, as the build writes them.
const dist = mkdtempSync(join(tmpdir(), 'portal-precompressed-'))
mkdirSync(join(dist, 'brands'), { recursive: true })
mkdirSync(join(dist, 'assets'))
writeFileSync(
  join(dist, 'brands', 'manifest.json'),
  JSON.stringify({
    defaultBrand: 'default',
    brands: {
      default: { hosts: ['default.localhost'], csp: "default-src 'self'; object-src 'none'" },
    },
  }),
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

  test('a file under 1 KB, which the build leaves uncompressed, goes out as it is with its length', async () => {
    const small = Buffer.from('export const small = 1;\n')
    writeFileSync(join(dist, 'assets', 'small-def456.js'), small)
    const response = await app.fetch(
      new Request('http://default.localhost/assets/small-def456.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    )
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-length')).toBe(String(small.length))
    expect(Buffer.from(await response.arrayBuffer()).equals(small)).toBe(true)
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

describe('brand files and shells', () => {
  // Text the build does not compress: a brand's theme and its shell, each over 1 KB.
  const theme = Buffer.from(
    Array.from({ length: 120 }, (_, i) => `.rule-${i} { color: #${i}${i}${i}; }\n`).join(''),
  )
  const shell = `<!doctype html><html><head><title>Portal</title></head><body>${'<p>portal</p>'.repeat(120)}</body></html>`
  mkdirSync(join(dist, 'brands', 'default'), { recursive: true })
  writeFileSync(join(dist, 'brands', 'default', 'theme.css'), theme)
  writeFileSync(join(dist, 'brands', 'default', 'index.html'), shell)
  const fetchPath = (path: string, acceptEncoding = 'gzip, deflate, br') =>
    app.fetch(
      new Request(`http://default.localhost${path}`, {
        headers: { 'accept-encoding': acceptEncoding },
      }),
    )

  test('a brand file goes out compressed, read once: it is still served once gone from the disk', async () => {
    const first = await fetchPath('/brands/default/theme.css')
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).equals(theme)).toBe(true)
    unlinkSync(join(dist, 'brands', 'default', 'theme.css'))
    const again = await fetchPath('/brands/default/theme.css', 'gzip')
    expect(again.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).equals(theme)).toBe(true)
  })

  test('a name that is not there is not kept: a file written after is served', async () => {
    expect((await fetchPath('/brands/default/later.svg')).status).toBe(404)
    writeFileSync(join(dist, 'brands', 'default', 'later.svg'), '<svg></svg>')
    const later = await fetchPath('/brands/default/later.svg', 'identity')
    expect(later.status).toBe(200)
    expect(await later.text()).toBe('<svg></svg>')
  })

  test('a shell or the brands manifest is never sent as a brand file, however the path is spelled', async () => {
    writeFileSync(join(dist, 'brands', 'manifest.json'), '{"defaultBrand":"default","brands":{}}')
    for (const path of [
      '/brands/default/index.html',
      '/brands/default/index%2ehtml',
      '/brands/default/x/../index.html',
      '/brands/manifest%2Ejson',
      '/brands/default/%2e%2e/manifest.json',
    ])
      expect((await fetchPath(path)).status, path).toBe(404)
  })

  test('the shell goes out compressed, with its CSP, and as it is to a client without encodings', async () => {
    const compressed = await fetchPath('/any/route', 'gzip')
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    expect(compressed.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(compressed.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(shell)
    const plain = await app.fetch(new Request('http://default.localhost/any/route'))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(shell)
  })
})

describe('acceptedEncodings', () => {
  test('reads the names, ignores case and spaces, and drops those with q=0', () => {
    expect([...acceptedEncodings('GZIP ; q=0.5, br;q=0 ,deflate')]).toEqual(['gzip', 'deflate'])
    expect(acceptedEncodings(undefined).size).toBe(0)
  })
})
