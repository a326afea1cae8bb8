// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleCall, ConsoleApiError } from './client'

// The console's transport, at the HTTP boundary: what it sends and how it reads the answers.
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe('consoleCall', () => {
  it('sends the console header, the merchant and the query of a GET, and answers the value', async () => {
    const rows = { rows: [], total: 0, page: 2, pageSize: 20 }
    const fetch = answer(200, { success: true, value: rows, message: 'OK' })
    vi.stubGlobal('fetch', fetch)
    await expect(
      consoleCall('audit.search', { page: 2, action: 'settings.' }, { merchantId: 3 }),
    ).resolves.toEqual(rows)
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.pathname).toBe('/console-api/audit')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('action')).toBe('settings.')
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).toMatchObject({ 'x-console': '1', 'console-merchant': '3' })
    expect(init.body).toBeUndefined()
  })

  it('sends a body as JSON and no merchant when none is named', async () => {
    const fetch = answer(200, { success: true, value: { stage: 'totp' }, message: 'OK' })
    vi.stubGlobal('fetch', fetch)
    await consoleCall('auth.signIn', { username: 'a', password: 'b' })
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ username: 'a', password: 'b' })
    expect(init.headers).not.toHaveProperty('console-merchant')
  })

  it('throws the refusal code and status, and refuses an answer that breaks its schema', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, { success: false, value: null, message: 'no', code: 'forbidden' }),
    )
    await expect(consoleCall('settings.get', {}, { merchantId: 1 })).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    })
    vi.stubGlobal('fetch', answer(200, { success: true, value: { stage: 'other' }, message: '' }))
    const error = await consoleCall('auth.signIn', { username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ConsoleApiError)
    expect(error).toMatchObject({ code: 'internal' })
  })
})
