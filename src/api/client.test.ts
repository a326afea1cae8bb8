import { afterEach, describe, expect, it, vi } from 'vitest'
import { call, configureTransport } from './client'
import { write } from './write'
import {
  firstAnswersElementId,
  firstAnswersMaxAgeMs,
  resetFirstAnswers,
  type FirstAnswers,
} from './first-answers'
import { QueryClient } from '@tanstack/react-query'
import { ApiError, isRetryable, retryIfTransient } from './errors'

type Answer = (request: Request) => Promise<Response> | Response

function transport(answer: Answer, options: { timeoutMs?: number; language?: () => string } = {}) {
  const onUnauthorized = vi.fn()
  const onClosed = vi.fn()
  const seen: Request[] = []
  configureTransport({
    baseUrl: 'https://api.example.test/api',
    merchant: () => 'LUCKY01',
    language: options.language ?? (() => 'VI'),
    token: () => 'token-1',
    onUnauthorized,
    onClosed,
    timeoutMs: options.timeoutMs,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      seen.push(request)
      return answer(request)
    }) as typeof fetch,
  })
  return { onUnauthorized, onClosed, seen }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('call', () => {
  it('tells the app of a closed site’s refusal, as a refusal not worth retrying', async () => {
    const refusals: Record<number, unknown> = {
      503: { code: 'maintenance' },
      403: { code: 'regionBlocked' },
    }
    let status = 503
    const { onClosed } = transport(() =>
      json(status, { success: false, value: refusals[status], message: 'Closed' }),
    )
    const maintenance = await failure(call('wallet.balance'))
    expect([maintenance.kind, maintenance.details.status]).toEqual(['server', 503])
    expect(retryIfTransient(0, maintenance)).toBe(false)
    status = 403
    await failure(call('wallet.balance'))
    expect(onClosed.mock.calls).toEqual([['maintenance'], ['regionBlocked']])
  })

  it('does not take a gateway’s 503 or another 403 for a closed site', async () => {
    let answer = () => new Response('Service Unavailable', { status: 503 })
    const { onClosed } = transport(() => answer())
    expect((await failure(call('wallet.balance'))).kind).toBe('http')
    answer = () => json(403, { success: false, value: { code: 'switchedOff' }, message: 'Off' })
    await failure(call('wallet.balance'))
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('sends the catalogue method and path with language, merchant and token, and unwraps the value', async () => {
    const { seen } = transport(() =>
      json(200, { success: true, value: { sumBalance: 1234 }, message: 'OK' }),
    )
    expect(await call('wallet.balance')).toEqual({ sumBalance: 1234 })
    const [request] = seen
    expect(request!.method).toBe('GET')
    expect(request!.url).toBe('https://api.example.test/api/wps/v2/wallets/balance')
    expect(request!.headers.get('language')).toBe('VI')
    expect(request!.headers.get('merchant')).toBe('LUCKY01')
    expect(request!.headers.get('authorization')).toBe('Bearer token-1')
    // Only report calls carry the zone: the first screen does not pay for reading the clock's zone.
    expect(request!.headers.has('time-zone')).toBe(false)
  })

  it('sends a read’s input as its query, a write’s as JSON and a form call’s as a form', async () => {
    const { seen } = transport(() => json(200, { success: false, value: null, message: 'No' }))
    await failure(
      call('games.list', {
        gameType: 'RNG',
        gameName: 'Fortune & Ox?',
        gameClassify: '',
        vassalage: undefined,
        minBet: 10,
      }),
    )
    const read = new URL(seen[0]!.url)
    expect(read.pathname).toBe('/api/game/list')
    // As a form writes it (URLSearchParams): a space as +, the & and ? escaped, a number as its
    // digits, an undefined key left out; the server reads it back whole.
    expect(read.search).toBe('?gameType=RNG&gameName=Fortune+%26+Ox%3F&gameClassify=&minBet=10')
    expect(read.searchParams.get('gameName')).toBe('Fortune & Ox?')
    await failure(write('agent.createInviteLink', { type: 2 }))
    expect(seen[1]!.method).toBe('POST')
    expect(seen[1]!.url).toBe('https://api.example.test/api/agent/invite-links')
    expect(seen[1]!.headers.get('content-type')).toBe('application/json')
    expect(await seen[1]!.text()).toBe('{"type":2}')
    await failure(write('auth.forgotByEmail', { username: 'ann', email: 'a+b@x.test' }))
    expect(seen[2]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    expect(await seen[2]!.text()).toBe('username=ann&email=a%2Bb%40x.test')
  })

  it('sends a write asked twice at once (a double tap) once, both askers getting its answer; once answered, it goes again', async () => {
    const placed = { orderId: '7', status: 'processing', amount: 1000, sumBalance: 500 }
    const { seen } = transport(() => json(200, { success: true, value: placed, message: 'OK' }))
    const body = { bankId: '1', amount: 1000, paymentPassword: '123456' }
    const [first, second] = await Promise.all([
      write('finance.withdraw', body),
      write('finance.withdraw', { ...body }),
    ])
    expect(seen).toHaveLength(1)
    expect([first, second]).toEqual([placed, placed])
    // Another body is another write, sent beside it.
    await Promise.all([
      write('finance.withdraw', body),
      write('finance.withdraw', { ...body, amount: 2000 }),
    ])
    expect(seen).toHaveLength(3)
  })

  it('starts each request in a task of its own, not all in the task that asked', async () => {
    // A microtask queued by each request runs before the next request only when they are apart.
    const order: string[] = []
    transport(() => {
      order.push('request')
      queueMicrotask(() => order.push('microtask'))
      return json(200, { success: true, value: { sumBalance: 0 }, message: 'OK' })
    })
    const calls = [call('wallet.balance'), call('wallet.balance'), call('wallet.balance')]
    expect(order).toEqual([])
    await Promise.all(calls)
    expect(order).toEqual(['request', 'microtask', 'request', 'microtask', 'request', 'microtask'])
  })

  it("sends the visitor's zone on report calls, whose date ranges are its calendar days", async () => {
    const { seen } = transport(() => json(200, { success: false, value: null, message: 'No' }))
    await failure(call('play.bets', { startDate: '2026-03-01', endDate: '2026-03-02' }))
    expect(seen[0]!.headers.get('time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('sends the language active at each call, so a switch applies without a reload', async () => {
    const preferences = { language: 'EN' }
    const { seen } = transport(
      () => json(200, { success: true, value: { sumBalance: 0 }, message: 'OK' }),
      { language: () => preferences.language },
    )
    await call('wallet.balance')
    preferences.language = 'TH'
    await call('wallet.balance')
    expect(seen.map((request) => request.headers.get('language'))).toEqual(['EN', 'TH'])
  })

  it('shows the platform message as it comes, in the language the platform answered', async () => {
    transport(() => json(400, { success: false, value: null, message: 'Số dư không đủ' }))
    expect(await failure(call('wallet.balance'))).toMatchObject({
      kind: 'server',
      message: 'Số dư không đủ',
    })
  })

  it('reports success: false with the server message, whatever the status', async () => {
    transport(() => json(200, { success: false, value: null, message: 'Insufficient balance' }))
    expect(await failure(call('wallet.balance'))).toMatchObject({
      kind: 'server',
      message: 'Insufficient balance',
    })
    transport(() =>
      json(400, {
        success: false,
        value: { captchaRequired: true },
        message: 'Please enter the captcha',
      }),
    )
    const error = await failure(call('wallet.balance'))
    expect(error).toMatchObject({ kind: 'server', message: 'Please enter the captcha' })
    expect(error.details).toMatchObject({ status: 400, value: { captchaRequired: true } })
  })

  it('reports HTTP errors, network errors and time-outs by kind', async () => {
    transport(() => new Response('Bad gateway', { status: 502 }))
    expect(await failure(call('wallet.balance'))).toMatchObject({
      kind: 'http',
      details: { status: 502 },
    })
    transport(() => Promise.reject(new TypeError('Failed to fetch')))
    expect((await failure(call('wallet.balance'))).kind).toBe('network')
    transport(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      { timeoutMs: 30 },
    )
    expect((await failure(call('wallet.balance'))).kind).toBe('timeout')
    // A query passes its own signal; the call still times out.
    expect(
      (await failure(call('wallet.balance', undefined, { signal: new AbortController().signal })))
        .kind,
    ).toBe('timeout')
  })

  it('refuses malformed JSON, a missing envelope and a value off its schema', async () => {
    transport(
      () =>
        new Response('{"success": tru', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    expect((await failure(call('wallet.balance'))).kind).toBe('schema')
    transport(() => json(200, { sumBalance: 5 }))
    expect((await failure(call('wallet.balance'))).kind).toBe('schema')
    transport(() => json(200, { success: true, value: { sumBalance: '5' }, message: 'OK' }))
    expect((await failure(call('wallet.balance'))).kind).toBe('schema')
  })

  it('ends the session on a 401 from any call', async () => {
    const { onUnauthorized } = transport(() =>
      json(401, { success: false, value: null, message: 'Not logged in' }),
    )
    expect((await failure(call('member.info'))).kind).toBe('unauthorized')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('sends one request per call, whatever the answer: the query client alone retries', async () => {
    const { seen } = transport(() => new Response('restarting', { status: 503 }))
    const error = await failure(call('wallet.balance'))
    expect(seen).toHaveLength(1)
    expect([error.kind, error.details.status]).toEqual(['http', 503])
  })

  it('has the query client retry a gateway answer twice at most, and a refusal never', async () => {
    const fetchBalance = async (answer: () => Response) => {
      const { seen } = transport(answer)
      const client = new QueryClient({
        defaultOptions: { queries: { retry: retryIfTransient, retryDelay: 0 } },
      })
      const result = await client
        .fetchQuery({ queryKey: ['balance'], queryFn: () => call('wallet.balance') })
        .catch((error: unknown) => error)
      return { result, requests: seen.length }
    }
    let answers = 0
    const recovered = await fetchBalance(() =>
      answers++ === 0
        ? new Response('restarting', { status: 503 })
        : json(200, { success: true, value: { sumBalance: 7 }, message: 'OK' }),
    )
    expect(recovered).toEqual({ result: { sumBalance: 7 }, requests: 2 })
    const down = await fetchBalance(() => new Response('down', { status: 504 }))
    expect(down.requests).toBe(3)
    const refused = await fetchBalance(() =>
      json(400, { success: false, value: null, message: 'No' }),
    )
    expect(refused.requests).toBe(1)
  })

  it('never retries a write, a refusal, a 500 or a broken answer: one request each', async () => {
    const cases: [string, () => Response, () => Promise<unknown>][] = [
      ['write', () => new Response('down', { status: 503 }), () => write('auth.logout')],
      [
        'refusal',
        () => json(400, { success: false, value: null, message: 'No' }),
        () => call('wallet.balance'),
      ],
      ['500', () => new Response('bug', { status: 500 }), () => call('wallet.balance')],
      [
        'schema',
        () => json(200, { success: true, value: { sumBalance: 'x' }, message: 'OK' }),
        () => call('wallet.balance'),
      ],
    ]
    for (const [name, answer, send] of cases) {
      const { seen } = transport(answer)
      const error = await failure(send())
      expect(seen, name).toHaveLength(1)
      // A write's 503 could succeed later, but only the person may send it again (mutations do
      // not retry); the others would fail the same way.
      expect(isRetryable(error), name).toBe(name === 'write')
    }
  })

  it('lets the query client retry a network failure and a time-out, which the client does not', async () => {
    const { seen } = transport(() => Promise.reject(new TypeError('Failed to fetch')))
    const offline = await failure(call('wallet.balance'))
    expect([offline.kind, seen.length, isRetryable(offline)]).toEqual(['network', 1, true])
    const hanging = transport(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      { timeoutMs: 20 },
    )
    const slow = await failure(call('wallet.balance'))
    expect([slow.kind, hanging.seen.length, isRetryable(slow)]).toEqual(['timeout', 1, true])
  })
})

describe('a first answer the page holds (first-answers.ts)', () => {
  const base = 'https://api.example.test/api'
  const open = { success: true, value: { status: 0 }, message: 'OK' }
  /** A page whose first-answers element holds `text`. */
  const pageWith = (text: string) => {
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === firstAnswersElementId ? { textContent: text } : null),
    })
    resetFirstAnswers()
  }
  const page = (answers: Partial<FirstAnswers>) =>
    pageWith(
      JSON.stringify({
        at: Date.now(),
        base,
        language: 'VI',
        answers: { '/system/status': open },
        ...answers,
      }),
    )
  const network = () =>
    transport(() => json(200, { success: true, value: { status: 1 }, message: 'OK' }))
  afterEach(() => {
    vi.unstubAllGlobals()
    resetFirstAnswers()
  })

  it('answers the call it is for once, without a request; the next call asks the network', async () => {
    page({})
    const { seen } = network()
    expect(await call('system.status')).toEqual({ status: 0 })
    expect(seen).toHaveLength(0)
    expect(await call('system.status')).toEqual({ status: 1 })
    expect(seen.map((request) => request.url)).toEqual([`${base}/system/status`])
  })

  it('answers a read only with its own query', async () => {
    const request = '/content/banners?group=w_home'
    const banners = { success: true, value: { list: [] }, message: 'OK' }
    page({ answers: { [request]: banners } })
    const { seen } = transport(() => json(200, banners))
    await call('content.banners', { group: 'w_rng' })
    expect(seen).toHaveLength(1)
    await call('content.banners', { group: 'w_home' })
    expect(seen).toHaveLength(1)
  })

  it('is checked as an answer from the network is: off its schema or a refusal, the call fails', async () => {
    page({ answers: { '/system/status': { success: true, value: { status: 'open' } } } })
    network()
    expect((await failure(call('system.status'))).kind).toBe('schema')
    page({ answers: { '/system/status': { success: false, value: null, message: 'Closed' } } })
    expect((await failure(call('system.status'))).message).toBe('Closed')
    page({ answers: { '/system/status': 'open' } })
    expect((await failure(call('system.status'))).kind).toBe('schema')
  })

  it('is not used in another language, for another API, past its age or when malformed', async () => {
    const { seen } = network()
    for (const [name, setUp] of [
      ['another language', () => page({ language: 'EN' })],
      ['another API', () => page({ base: 'https://other.example.test/api' })],
      ['too old', () => page({ at: Date.now() - firstAnswersMaxAgeMs - 1_000 })],
      ['from a clock far ahead', () => page({ at: Date.now() + 5 * 60_000 })],
      ['not JSON', () => pageWith('{"at":')],
      ['without its answers', () => pageWith(JSON.stringify({ at: Date.now(), base }))],
    ] as const) {
      setUp()
      const before = seen.length
      expect(await call('system.status'), name).toEqual({ status: 1 })
      expect(seen.length, name).toBe(before + 1)
    }
  })
})
