import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../src/test/any-call'
import { refusal, signInAs, solvedSlider, startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

/** The envelope of a raw request, with the language header when one is given. */
async function envelopeOf(path: string, language?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('merchant', 'LUCKY01')
  headers.set('content-type', 'application/json')
  if (language) headers.set('language', language)
  const response = await fetch(`${server.base}${path}`, { ...init, headers })
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; value: unknown; message: string },
  }
}

const tooLong = { startDate: '2024-01-01', endDate: '2025-12-31', groupBy: 'day' } as const

describe('refusals in the caller language (language header)', () => {
  it('answers a refusal in Vietnamese with VI and in English without a header', async () => {
    const vi = await envelopeOf('/member/info', 'VI')
    expect(vi).toEqual({
      status: 401,
      body: { success: false, value: null, message: 'Bạn chưa đăng nhập' },
    })
    expect((await envelopeOf('/member/info')).body.message).toBe('Not logged in')
  })

  it('puts the values of a templated refusal into the translation', async () => {
    const { token } = await signInAs(server, 'demo_member')
    const query = `?${new URLSearchParams(tooLong)}`
    const authorization = { authorization: `Bearer ${token}` }
    const vi = await envelopeOf(`/finance/profit${query}`, 'VI', { headers: authorization })
    expect(vi.status).toBe(400)
    expect(vi.body.message).toBe('Khoảng thời gian tối đa là 366 ngày')
    const plain = await envelopeOf(`/finance/profit${query}`, undefined, { headers: authorization })
    expect(plain.body.message).toBe('The date range may be at most 366 days')
  })

  it('translates the fixed words of a request-validation refusal and keeps the field name', async () => {
    const init = { method: 'POST', body: '{"mobileNum": "9175550003"}' }
    expect((await envelopeOf('/auth/login-code', 'VI', init)).body.message).toBe(
      'countryDialingCode là bắt buộc',
    )
    expect((await envelopeOf('/auth/login-code', undefined, init)).body.message).toBe(
      'countryDialingCode is required',
    )
  })

  it('follows the language the app sends on each call, English for TY and unknown codes', async () => {
    const state = await signInAs(server, 'demo_member')
    const profit = () => refusal(call('finance.profit', tooLong))
    state.language = 'VI'
    expect((await profit()).message).toBe('Khoảng thời gian tối đa là 366 ngày')
    state.language = 'CN'
    expect((await profit()).message).toBe('日期范围最多 366 天')
    for (const language of ['TY', 'EN', 'XX']) {
      state.language = language
      expect((await profit()).message).toBe('The date range may be at most 366 days')
    }
    const visitor = useTransport(server.base)
    visitor.language = 'TH'
    const wrong = await refusal(
      call('auth.login', {
        username: 'demo_member',
        password: 'Wrong1234',
        type: 'username',
        ...(await solvedSlider(server)),
      }),
    )
    expect(wrong.message).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')
  })
})
