import { Agent, type Dispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls, type CatalogueCall } from '../../server/platform/catalogue'
import { captureLogs } from '../../server/platform/log'
import { seal, type PublicKey } from '../../src/api/seal'
import { fuzzCases, queryOf, type FuzzCase } from './fuzz-cases'
import { signInAs, startPlatform, type TestPlatform } from './platform'

let server: TestPlatform
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** Who sends a case: signed out, or with a demo account's token. */
interface Identity {
  name: string
  token: string | null
}

/** One case sent and what came back: a status (0: none) and the message, or fetch's error. */
interface Outcome {
  call: string
  identity: string
  label: string
  status: number
  message: string
  retried: boolean
}

const twentyMegabytes = new Uint8Array(20 << 20).fill(0x61)

/** Runs the tasks with at most `limit` of them at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

/** The body of a case for its call: raw as given, the input as JSON, sealed on encrypted calls. */
async function bodyOf(call: CatalogueCall, c: FuzzCase, key: PublicKey) {
  if (c.raw !== undefined) return c.raw
  if (call.form)
    return new URLSearchParams(
      Object.entries(c.input as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    ).toString()
  return JSON.stringify(call.encrypted ? await seal(c.input, key) : c.input)
}

/** Sends one case with raw fetch (the app's client would refuse to send most of them). */
async function sendOnce(
  call: CatalogueCall,
  c: FuzzCase,
  who: Identity,
  key: PublicKey,
  dispatcher?: Dispatcher,
) {
  const isQuery = call.method === 'GET' || call.method === 'DELETE'
  const path = call.path.replace(/:\w+/g, c.pathValue ?? '1')
  const headers: Record<string, string> = {
    'content-type': call.form ? 'application/x-www-form-urlencoded' : 'application/json',
    ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    ...c.headers,
  }
  if (!headers['content-type']) delete headers['content-type']
  try {
    const response = await fetch(server.base + path + (isQuery ? queryOf(c) : ''), {
      method: call.method,
      headers,
      body: isQuery ? undefined : await bodyOf(call, c, key),
      signal: AbortSignal.timeout(20_000),
      ...(dispatcher ? { dispatcher } : {}),
    } as RequestInit)
    const text = await response.text()
    return { status: response.status, message: /"message":"([^"]*)"/.exec(text)?.[1] ?? '' }
  } catch (error) {
    return { status: 0, message: `${String(error)} (${String((error as Error).cause)})` }
  }
}

/**
 * Sends a case, once more (sealed afresh, on a connection of its own) when no answer came: the
 * server and this test share one event loop, and a case can go out on a kept-alive connection the
 * server is closing (idle, or after a 413 it answered before the body was read). The second try
 * opens a new connection, so it cannot meet a closing one. A case with no answer twice counts as
 * none.
 */
async function send(call: CatalogueCall, c: FuzzCase, who: Identity, key: PublicKey) {
  const first = await sendOnce(call, c, who, key)
  if (first.status)
    return { call: call.id, identity: who.name, label: c.label, retried: false, ...first }
  const fresh = new Agent({ pipelining: 0 })
  const answer = await sendOnce(call, c, who, key, fresh).finally(() => fresh.close())
  return { call: call.id, identity: who.name, label: c.label, retried: true, ...answer }
}

/** Sends JSON or a query to the platform with raw fetch; answers the status and the message. */
async function ask(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(server.base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const { message } = (await response.json()) as { message: string }
  return { status: response.status, message }
}

describe('bad input is refused with 400 naming what is wrong', () => {
  it('refuses control characters and half surrogate pairs, line breaks only in multi-line text', async () => {
    expect(await ask('GET', '/game/list?gameType=RNG&gameName=a%00b')).toEqual({
      status: 400,
      message: 'gameName contains characters that are not allowed',
    })
    const { token } = await signInAs(server, 'demo_member')
    const feedback = (content: string) =>
      ask('PUT', '/content/feedback', { questionType: 'other', content }, token ?? '')
    expect(await feedback('one two three four\ud800 five')).toEqual({
      status: 400,
      message: 'content contains characters that are not allowed',
    })
    expect(await feedback('one two three\u0007 four five')).toMatchObject({ status: 400 })
    expect(await feedback('one two three\r\nfour\tfive')).toMatchObject({ status: 200 })
    const profile = { nickname: 'a\tb' }
    expect(await ask('POST', '/member/profile', profile, token ?? '')).toEqual({
      status: 400,
      message: 'nickname contains characters that are not allowed',
    })
  })

  it('refuses impossible dates, reversed ranges and ids past the database range', async () => {
    const { token } = await signInAs(server, 'demo_member')
    const bets = (startDate: string, endDate: string) =>
      ask('GET', `/play/bets?startDate=${startDate}&endDate=${endDate}`, undefined, token ?? '')
    expect(await bets('2026-02-30', '2026-03-01')).toEqual({
      status: 400,
      message: '2026-02-30 is not a valid date',
    })
    expect(await bets('2026-03-01', '2026-01-01')).toEqual({
      status: 400,
      message: 'The start date must not be after the end date',
    })
    expect(await ask('GET', '/lottery/vn-results?region=north&date=2026-13-01')).toEqual({
      status: 400,
      message: '2026-13-01 is not a valid date',
    })
    expect(await ask('GET', '/content/promotion?id=99999999999999999999')).toEqual({
      status: 400,
      message: 'id has the wrong format',
    })
    const agent = await signInAs(server, 'demo_agent')
    const overview = '/agent/overview?startDate=2026-02-01&endDate=2026-02-30'
    expect(await ask('GET', overview, undefined, agent.token ?? '')).toEqual({
      status: 400,
      message: '2026-02-30 is not a valid date',
    })
  })

  it('keeps control characters in ids outside the catalogue (PSP webhook, game provider) from the database', async () => {
    const { origin } = server
    expect((await fetch(`${origin}/psp/a%00b/webhook`, { method: 'POST' })).status).toBe(404)
    // A PSP webhook is refused before any look-up unless it is signed, whatever its ids hold.
    const forged = await fetch(`${origin}/psp/demo/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"eventId":"a\\u0000b","reference":"a\\u0000b"}',
    })
    expect(forged.status).toBe(401)
    expect((await fetch(`${server.psp.url}/pay/a%00b`)).status).toBe(404)
    expect((await fetch(`${server.psp.url}/pay/a%00b/pay`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${origin}/wallet/a%00b/balance`, { method: 'POST' })).status).toBe(404)
    const provider = server.provider.url
    expect((await fetch(`${provider}/play?session=a%00b`)).status).toBe(404)
    const state = await fetch(`${provider}/api/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"session":"a\\u0000b"}',
    })
    expect(state.status).toBe(401)
  })

  it('refuses a body past its limit before reading it, and closes the connection', async () => {
    const response = await fetch(`${server.base}/auth/login-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: twentyMegabytes,
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(((await response.json()) as { message: string }).message).toBe(
      'Request body is too large',
    )
  })
})

/**
 * Every call of the catalogue gets wrong types, missing and extra fields, huge numbers, odd unicode,
 * NUL, a megabyte string in each field, odd dates, malformed JSON and odd content types, and each
 * call with a body 20 MB once. A call without a token takes them signed out; a call with one, with
 * a demo account's token (agent calls as demo_agent); each also takes the body-level ones the other
 * way. No answer may be 5xx, no value may reach the database unchecked, and the server stays up.
 * FUZZ_ONLY=<prefix> runs the calls whose id starts with it.
 */
describe('bad input (fuzz)', () => {
  // About 60 s alone on two cores, 85 s beside the other contract files; a run cut by its
  // time-out tears the server down under the cases still going, which then read as 5xx and silence.
  it('never answers 5xx and the server stays up', { timeout: 480_000 }, async () => {
    const member = { name: 'member', token: (await signInAs(server, 'demo_member')).token }
    const agent = { name: 'agent', token: (await signInAs(server, 'demo_agent')).token }
    const signedOut = { name: 'signed out', token: null }
    const key = (await (await fetch(`${server.base}/auth/public-key`)).json()) as {
      value: PublicKey
    }
    const only = process.env.FUZZ_ONLY ?? ''
    // Logging out ends the token the other calls use: it goes last.
    const calls = catalogueCalls()
      .filter((c) => c.id.startsWith(only))
      .sort((a, b) => Number(a.id === 'auth.logout') - Number(b.id === 'auth.logout'))
    const outcomes: Outcome[] = []
    // The router's backstop answers 400 for a value the database refused; each is a missing check.
    const warnings: string[] = []
    const restoreLogs = captureLogs({ write: (line) => void warnings.push(line) }, 'warn')
    const started = Date.now()
    for (const call of calls) {
      const cases = fuzzCases(call)
      const bodyLevel = cases.filter((c) => !c.input || c.label === 'sample')
      const signedIn = call.domain === 'agent' ? agent : member
      const tasks = [
        ...(call.auth === 'token' ? bodyLevel : cases).map(
          (c) => () => send(call, c, signedOut, key.value),
        ),
        ...(call.auth === 'none' ? bodyLevel : cases).map(
          (c) => () => send(call, c, signedIn, key.value),
        ),
      ]
      if (call.method === 'POST' || call.method === 'PUT')
        tasks.push(() =>
          send(call, { label: '20 MB body', raw: twentyMegabytes }, signedIn, key.value),
        )
      outcomes.push(...(await pool(tasks, 6)))
    }
    const seconds = Math.round((Date.now() - started) / 1000)
    restoreLogs()
    const unchecked = warnings.filter((line) => line.includes('reached the database unchecked'))
    const failed = outcomes.filter((o) => o.status >= 500 || o.status === 0)
    const counts = new Map<number, number>()
    for (const o of outcomes) counts.set(o.status, (counts.get(o.status) ?? 0) + 1)
    const statuses = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')
    const retried = outcomes.filter((o) => o.retried).length
    console.log(
      `fuzz: ${calls.length} calls, ${outcomes.length} cases in ${outcomes.length + retried} ` +
        `requests (${retried} sent again after no answer), ${seconds} s; ` +
        `${outcomes.filter((o) => o.status >= 500).length} answered 5xx, ` +
        `${outcomes.filter((o) => o.status === 0).length} without an answer, ` +
        `${unchecked.length} refused by the database backstop; statuses ${statuses}`,
    )
    expect((await fetch(`${server.base}/system/status`)).status).toBe(200)
    expect(
      failed.map((o) => `${o.call} (${o.identity}) ${o.label}: ${o.status} ${o.message}`),
    ).toEqual([])
    expect(unchecked).toEqual([])
  })
})
