import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { streamSSE } from 'hono/streaming'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localhostTls } from '../../scripts/lib/localhost-tls'
import { createApp } from '../../server/app'
import { listen, tlsFromEnv } from '../../server/listen'

// A build of two brands, enough for the server to pick a shell by host.
const dist = mkdtempSync(join(tmpdir(), 'portal-tls-'))
for (const id of ['default', 'jade']) {
  mkdirSync(join(dist, 'brands', id), { recursive: true })
  writeFileSync(join(dist, 'brands', id, 'index.html'), `<!doctype html><title>${id} shell</title>`)
}
mkdirSync(join(dist, 'assets'))
writeFileSync(
  join(dist, 'brands', 'manifest.json'),
  JSON.stringify({
    defaultBrand: 'default',
    brands: {
      default: { hosts: ['default.localhost'], csp: "default-src 'self'" },
      jade: { hosts: ['jade.localhost'], csp: "default-src 'self'" },
    },
  }),
)

let port = 0
let close = () => {}
beforeAll(async () => {
  // A stream as the live and chat streams answer it (Hono's helper sets Transfer-Encoding).
  const app = createApp({
    dist,
    beforeRoutes: (hono) =>
      hono.get('/stream-probe', (c) =>
        streamSSE(c, async (stream) => {
          await stream.writeSSE({ event: 'hello', data: 'one' })
        }),
      ),
  })
  const started = await listen(app.fetch, {
    port: 0,
    hostname: '127.0.0.1',
    tls: localhostTls(),
  })
  port = started.port
  close = () => started.server.close()
})
afterAll(() => {
  close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the portal server over TLS', () => {
  test('speaks HTTP/2 and picks the brand by :authority, which has no Host header', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const stream = session.request({
            ':path': '/rng',
            ':authority': `jade.localhost:${port}`,
          })
          let body = ''
          let headers: Record<string, unknown> = {}
          stream.on('response', (h) => (headers = h))
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (body += chunk))
          stream.on('end', () => resolve({ headers, body }))
          stream.on('error', reject)
        },
      )
      expect(answer.headers[':status']).toBe(200)
      expect(answer.body).toContain('<title>jade shell</title>')
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000')
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'")
    } finally {
      session.close()
    }
  })

  test('serves a server-sent event stream over HTTP/2 without the headers HTTP/2 forbids', async () => {
    // Transfer-Encoding or Connection in an HTTP/2 answer throws in Node and ends the process.
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
    try {
      const get = (path: string) =>
        new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path, ':authority': `jade.localhost:${port}` })
          let body = ''
          let headers: Record<string, unknown> = {}
          stream.on('response', (h) => (headers = h))
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (body += chunk))
          stream.on('end', () => resolve({ headers, body }))
          stream.on('error', reject)
        })
      const events = await get('/stream-probe')
      expect(events.headers[':status']).toBe(200)
      expect(events.headers['content-type']).toBe('text/event-stream')
      expect(events.body).toContain('event: hello\ndata: one\n')
      // The server is still there for the next request.
      expect((await get('/rng')).headers[':status']).toBe(200)
    } finally {
      session.close()
    }
  })

  test('still answers clients that speak only HTTP/1.1, by their Host header', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/',
          headers: { host: `jade.localhost:${port}` },
          rejectUnauthorized: false,
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve(text))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(body).toContain('<title>jade shell</title>')
  })
})

describe('tlsFromEnv', () => {
  test('no certificate when neither file is named', () => {
    expect(tlsFromEnv({})).toBeUndefined()
  })

  test('a certificate without its key stops the start instead of serving plain HTTP', () => {
    expect(() => tlsFromEnv({ TLS_CERT_FILE: '/tmp/cert.pem' })).toThrow(/go together/)
  })
})
