import { afterEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  isSafeRequestId,
  log,
  noteRequest,
  requestIdOf,
  withRequest,
} from '../../server/platform/log'
import { mayScrape, metricsAccessFromEnv, routeGroup } from '../../server/platform/observe'

/** What the logger wrote while fn ran, one parsed object a line. */
function linesOf(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = []
  const restore = captureLogs({ write: (line) => void lines.push(line) })
  try {
    fn()
  } finally {
    restore()
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('log lines', () => {
  // A capture gives the level back (silent under Vitest, unless LOG_LEVEL says otherwise).
  const level = log.level
  afterEach(() => expect(log.level).toBe(level))

  it('hide passwords, tokens, codes and captcha answers at any of the first three levels', () => {
    const secrets = {
      password: 'pw-top-1',
      body: { newPassword: 'pw-nested-2', token: 'tok-3', captcha: 'cap-4', sliderX: 117 },
      request: {
        headers: { authorization: 'Bearer tok-5', cookie: 'sid=tok-6' },
        input: { code: '123987', secret: 'sec-7' },
      },
    }
    const [line] = linesOf(() => log.info(secrets, 'a request'))
    const text = JSON.stringify(line)
    for (const value of ['pw-top-1', 'pw-nested-2', 'tok-3', 'cap-4', '117', 'tok-5', 'tok-6'])
      expect(text).not.toContain(value)
    // Three levels down is where the paths stop; what is written deeper is the code's to avoid.
    expect(line).toMatchObject({ password: '[redacted]', body: { token: '[redacted]' } })
    expect(line).toMatchObject({ request: { headers: { authorization: '[redacted]' } } })
    expect(text).toContain('"msg":"a request"')
  })

  it('keep an error’s own code (SQLSTATE) under errorCode while `code` fields stay hidden', () => {
    const error = Object.assign(new Error('duplicate key'), { code: '23505' })
    const [line] = linesOf(() => log.error({ err: error }, 'failed'))
    expect(line).toMatchObject({ err: { message: 'duplicate key', errorCode: '23505' } })
    expect((line!.err as Record<string, unknown>).code).toBe('[redacted]')
  })

  it('carry the request’s id, merchant and account on every line written while it runs', async () => {
    const lines = await (async () => {
      const written: string[] = []
      const restore = captureLogs({ write: (line) => void written.push(line) })
      await withRequest({ requestId: 'req-unit-0001' }, async () => {
        log.info('before the session')
        noteRequest({ merchant: 'LUCKY01', accountId: 42, call: 'auth.login' })
        await new Promise((resolve) => setTimeout(resolve, 1))
        log.warn('deep in a handler, after an await')
      })
      log.info('outside')
      restore()
      return written.map((line) => JSON.parse(line) as Record<string, unknown>)
    })()
    expect(lines[0]).toMatchObject({ requestId: 'req-unit-0001' })
    expect(lines[0]).not.toHaveProperty('accountId')
    expect(lines[1]).toMatchObject({
      requestId: 'req-unit-0001',
      merchant: 'LUCKY01',
      accountId: 42,
      call: 'auth.login',
    })
    expect(lines[2]).not.toHaveProperty('requestId')
    for (const line of lines) expect(line).toHaveProperty('instance')
  })
})

describe('request ids', () => {
  it('take a caller’s id only when it is a short safe token', () => {
    expect(isSafeRequestId('7f3c2a10-5b7e-4c1e-9d2a-0e1f2a3b4c5d')).toBe(true)
    expect(isSafeRequestId('haproxy:0a1b2c3d.42')).toBe(true)
    for (const bad of ['', 'short', 'a b c d e f g h', 'x'.repeat(65), 'id\n{"level":"fatal"}'])
      expect(isSafeRequestId(bad)).toBe(false)
    expect(requestIdOf('caller-id-0001')).toBe('caller-id-0001')
    expect(requestIdOf('bad id\r\n')).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined))
  })
})

describe('route groups', () => {
  it('label requests outside the catalogue by a bounded set, never a raw path', () => {
    expect(routeGroup('GET', '/assets/index-abc123.js')).toBe('assets')
    expect(routeGroup('GET', '/media/avatars/3.png')).toBe('media')
    expect(routeGroup('POST', '/wallet/demo/debit')).toBe('provider.debit')
    expect(routeGroup('POST', '/wallet/demo/anything')).toBe('provider')
    expect(routeGroup('GET', '/api/live/stream')).toBe('live.stream')
    expect(routeGroup('GET', '/api/community/chat/stream')).toBe('chat.stream')
    expect(routeGroup('POST', '/api/no/such/call/123')).toBe('api.unknown')
    expect(routeGroup('GET', '/member/centre/42')).toBe('shell')
    expect(routeGroup('POST', '/some/where/7')).toBe('other')
  })
})

describe('who may scrape /metrics', () => {
  const loopback = metricsAccessFromEnv({})
  const scrape = (client: string, proxied = false, authorization?: string) => ({
    client,
    proxied,
    authorization,
  })

  it('lets the loopback in by default and no one else', () => {
    expect(mayScrape(loopback, scrape('127.0.0.1'))).toBe(true)
    expect(mayScrape(loopback, scrape('::1'))).toBe(true)
    expect(mayScrape(loopback, scrape('::ffff:127.0.0.1'))).toBe(true)
    expect(mayScrape(loopback, scrape('203.0.113.9'))).toBe(false)
  })

  it('refuses a request through a proxy it does not trust, even from the loopback', () => {
    expect(mayScrape(loopback, scrape('127.0.0.1', true))).toBe(false)
  })

  it('takes the networks of METRICS_ALLOW and a bearer METRICS_TOKEN from anywhere', () => {
    const access = metricsAccessFromEnv({ METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: 'scrape-1' })
    expect(mayScrape(access, scrape('10.2.3.4'))).toBe(true)
    expect(mayScrape(access, scrape('127.0.0.1'))).toBe(false)
    expect(mayScrape(access, scrape('203.0.113.9', true, 'Bearer scrape-1'))).toBe(true)
    expect(mayScrape(access, scrape('203.0.113.9', false, 'Bearer scrape-2'))).toBe(false)
    expect(() => metricsAccessFromEnv({ METRICS_ALLOW: '10.0.0.0/99' })).toThrow(/METRICS_ALLOW/)
  })
})
