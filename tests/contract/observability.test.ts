import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventBus } from '../../server/platform/events/bus'
import { signedHeaders } from '../../server/platform/integrations/signing'
import { captureLogs } from '../../server/platform/log'
import { metricsAccessFromEnv, mountMetrics } from '../../server/platform/observe'
import { call } from '../../src/test/any-call'
import { atBrand } from '../lib/brand-hosts'
import { signInAs, solvedSlider, startPlatform, useTransport, type TestPlatform } from './platform'

/**
 * What an operator runs on (docs/operations.md, "Logs and metrics"): JSON log lines that follow a
 * request by its id with its merchant and account and never hold a password or token, and the
 * Prometheus metrics at /metrics, for the allowed only.
 */
let server: TestPlatform
const written: string[] = []
let restoreLogs: () => void
beforeAll(async () => {
  restoreLogs = captureLogs({ write: (line) => void written.push(line) })
  server = await startPlatform()
})
afterAll(async () => {
  restoreLogs()
  await server.close()
})

type Line = Record<string, unknown> & { msg?: string }
const lines = () => written.map((line) => JSON.parse(line) as Line)
const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId)

const accountIdOf = async (username: string, merchant = 'LUCKY01') =>
  Number(
    (
      await server.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE merchant = $1 AND username = $2',
        [merchant, username],
      )
    )[0]!.id,
  )

/** The metrics text as a scrape from this machine reads it. */
async function scrape() {
  const response = await fetch(`${server.origin}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}

/** The value of one series (name and every label given), 0 when it is not there yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = (match[2] ?? '').split(',')
    if (wanted.every((label) => have.includes(label))) return Number(match[3])
  }
  return 0
}

describe('log lines', () => {
  it('follow a request by its id: given back, on every line, with merchant and account', async () => {
    const { token } = await signInAs(server, 'demo_member')
    const accountId = await accountIdOf('demo_member')
    const { list } = await call('finance.channels')
    const endpoint = server.platform.integrations.paymentProviders.demo!
    const url = endpoint.url
    // The PSP does not answer: the handler logs the failure deep inside the call.
    endpoint.url = 'http://127.0.0.1:9'
    const requestId = `obs-${randomUUID()}`
    try {
      const response = await fetch(`${server.baseAt('LUCKY01')}/finance/deposit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token!}`,
          'x-request-id': requestId,
        },
        body: JSON.stringify({ channelId: list[0]!.id, amount: 20_000 }),
      })
      expect(response.status).toBe(503)
      expect(response.headers.get('x-request-id')).toBe(requestId)
    } finally {
      endpoint.url = url
    }
    const own = linesOf(requestId)
    const deep = own.find((line) => line.msg?.includes('create payment failed'))
    const access = own.find((line) => line.msg === 'request')
    expect(deep).toMatchObject({ level: 'error', err: { type: expect.any(String) } })
    expect(access).toMatchObject({
      method: 'POST',
      path: '/api/finance/deposit',
      status: 503,
      call: 'finance.deposit',
    })
    expect(typeof access!.ms).toBe('number')
    for (const line of own)
      expect(line).toMatchObject({
        requestId,
        merchant: 'LUCKY01',
        accountId,
        instance: expect.any(String),
      })
  })

  it('give a request with an unsafe or no id a new one, and log the path without its query', async () => {
    const ticket = `secret-ticket-${randomUUID()}`
    const response = await fetch(
      `${atBrand(server.origin, 'LUCKY01')}/api/live/stream?ticket=${ticket}`,
      { headers: { 'x-request-id': 'forged\tid {"level":"fatal"}' } },
    )
    expect(response.status).toBe(401)
    const requestId = response.headers.get('x-request-id')!
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(linesOf(requestId).find((line) => line.msg === 'request')).toMatchObject({
      path: '/api/live/stream',
      status: 401,
    })
    expect(written.join('')).not.toContain(ticket)
    expect(written.join('')).not.toContain('forged')
  })

  it('never hold a password, a session token or a captcha answer, even of a failed sign-in', async () => {
    useTransport(server.base, 'LUCKY01')
    const wrong = `Wrong-${randomUUID().slice(0, 8)}`
    const slider = await solvedSlider(server, 'LUCKY01')
    await call('auth.login', {
      username: 'demo_member',
      password: wrong,
      type: 'username',
      ...slider,
    }).catch(() => undefined)
    const signedIn = await signInAs(server, 'demo_member', 'LUCKY01', 'Demo1234')
    const text = written.join('')
    expect(text).toContain('"call":"auth.login"')
    expect(text).not.toContain(wrong)
    expect(text).not.toContain('Demo1234')
    expect(text).not.toContain(signedIn.token!)
    expect(text).not.toContain(slider.sliderId)
  })
})

describe('/metrics', () => {
  it('answers the latency of each catalogue call by its id and status', async () => {
    useTransport(server.base, 'LUCKY01')
    await call('system.status')
    await call('system.status')
    const text = await scrape()
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram')
    const count = valueOf(text, 'portal_http_request_duration_seconds_count', {
      call: 'system.status',
      status: '200',
    })
    expect(count).toBeGreaterThanOrEqual(2)
    expect(
      valueOf(text, 'portal_http_request_duration_seconds_bucket', {
        call: 'system.status',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(count)
    // The process's own metrics are there too, and no raw path is a label.
    expect(text).toContain('process_cpu_seconds_total')
    expect(text).not.toMatch(/call="\/api\//)
  })

  it('counts a bet and a refused one of the seamless wallet', async () => {
    await signInAs(server, 'demo_member')
    const accountId = await accountIdOf('demo_member')
    await server.db.query('DELETE FROM provider_sessions WHERE account_id = $1', [accountId])
    await call('play.launch', { vendor: 'PG', gameCode: 'PG-FORTUNE-OX', gameType: 'RNG' })
    const [session] = await server.db.query<{ token: string; currency: string }>(
      'SELECT token, currency FROM provider_sessions WHERE account_id = $1',
      [accountId],
    )
    const debit = (amount: number) => {
      const body = JSON.stringify({
        playerToken: session!.token,
        merchant: 'LUCKY01',
        transactionId: `obs-${randomUUID()}`,
        roundId: `obs-round-${randomUUID()}`,
        amount,
        currency: session!.currency,
      })
      return fetch(`${server.origin}/wallet/demo/debit`, {
        method: 'POST',
        headers: signedHeaders(server.provider.secret, body),
        body,
      })
    }
    const bets = { kind: 'bet', direction: 'debit' }
    const refused = { source: 'provider', reason: 'INSUFFICIENT_FUNDS' }
    const before = await scrape()
    expect((await debit(100)).status).toBe(200)
    expect((await debit(1_000_000_000_000)).status).toBe(402)
    const after = await scrape()
    expect(valueOf(after, 'portal_wallet_movements_total', bets)).toBe(
      valueOf(before, 'portal_wallet_movements_total', bets) + 1,
    )
    expect(valueOf(after, 'portal_wallet_refusals_total', refused)).toBe(
      valueOf(before, 'portal_wallet_refusals_total', refused) + 1,
    )
    expect(
      valueOf(after, 'portal_http_request_duration_seconds_count', {
        call: 'provider.debit',
        status: '402',
      }),
    ).toBeGreaterThanOrEqual(1)
  })

  it('counts a failed sign-in by merchant and the captcha it solved', async () => {
    useTransport(server.base, 'LUCKY01')
    const failures = { merchant: 'LUCKY01' }
    const solved = { kind: 'slider', result: 'solved' }
    const before = await scrape()
    await call('auth.login', {
      username: 'demo_agent',
      password: 'Not-the-password-1',
      type: 'username',
      ...(await solvedSlider(server, 'LUCKY01')),
    }).catch(() => undefined)
    const after = await scrape()
    expect(valueOf(after, 'portal_login_failures_total', failures)).toBe(
      valueOf(before, 'portal_login_failures_total', failures) + 1,
    )
    expect(valueOf(after, 'portal_captcha_checks_total', solved)).toBe(
      valueOf(before, 'portal_captcha_checks_total', solved) + 1,
    )
  })

  it('counts the streams open now', async () => {
    await signInAs(server, 'demo_member')
    const room = (await call('community.chatRooms')).list[0]!.id
    const { ticket } = await call('community.streamTicket')
    const chat = { kind: 'chat' }
    const before = valueOf(await scrape(), 'portal_open_streams', chat)
    const controller = new AbortController()
    const stream = await fetch(
      `${atBrand(server.origin, 'LUCKY01')}/api/community/chat/stream?${new URLSearchParams({ room, ticket }).toString()}`,
      { signal: controller.signal },
    )
    expect(stream.status).toBe(200)
    expect(valueOf(await scrape(), 'portal_open_streams', chat)).toBe(before + 1)
    controller.abort()
    await stream.body?.cancel().catch(() => undefined)
    const deadline = Date.now() + 3_000
    let now = before + 1
    while (now !== before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      now = valueOf(await scrape(), 'portal_open_streams', chat)
    }
    expect(now).toBe(before)
  })

  it('answers the event bus’s lag and, on PostgreSQL, the pool’s use', async () => {
    const text = await scrape()
    expect(text).toMatch(/^portal_events_undelivered \d+$/m)
    expect(text).toMatch(/^portal_events_lag_seconds \d/m)
    if (server.db.kind === 'postgres')
      expect(valueOf(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
    else expect(text).not.toContain('portal_db_pool_connections{')
    // A bus that stopped reading falls behind by each event that commits after it (on a shared
    // PostgreSQL server, events may also wait for another database's transaction: counted too).
    const stalled = new EventBus(server.db)
    await stalled.start()
    await stalled.stop()
    const before = await stalled.lag()
    await server.db.query(
      `SELECT emit_event('LUCKY01', NULL, NULL, 'maintenance', '{"status":0}'::jsonb)`,
    )
    const after = await stalled.lag()
    expect(after.undelivered).toBe(before.undelivered + 1)
    expect(after.seconds).toBeGreaterThanOrEqual(0)
  })

  it('refuses a request a proxy it does not trust forwarded, even from the loopback', async () => {
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('portal_')
  })

  it('refuses an address outside METRICS_ALLOW and takes the bearer METRICS_TOKEN', async () => {
    // A server whose allowed network is not this machine's.
    const app = new Hono()
    mountMetrics(app, metricsAccessFromEnv({ METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: 'tok-9' }))
    const other = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => other.once('listening', resolve))
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/metrics`
    try {
      expect((await fetch(url)).status).toBe(404)
      expect((await fetch(url, { headers: { authorization: 'Bearer tok-8' } })).status).toBe(404)
      const withToken = await fetch(url, { headers: { authorization: 'Bearer tok-9' } })
      expect(withToken.status).toBe(200)
      expect(await withToken.text()).toContain('portal_http_request_duration_seconds')
    } finally {
      other.close()
    }
  })
})
