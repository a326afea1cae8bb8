import { describe, expect, it } from 'vitest'
import { PhoneAuthError } from './phone-auth'
import { createReferencePhoneAuth, providerBase } from './reference-phone-auth'

type Answer = { status: number; body: unknown } | Error

/** A fetch that records requests and answers from a list. */
function fakeFetch(answers: Answer[]) {
  const requests: { url: string; body: unknown }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) })
    const answer = answers.shift()!
    if (answer instanceof Error) throw answer
    return new Response(
      typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      { status: answer.status },
    )
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

const providerWith = (answers: Answer[], baseUrl = '/api') => {
  const fake = fakeFetch(answers)
  const provider = createReferencePhoneAuth(() => ({
    baseUrl,
    merchant: 'LUCKY01',
    fetch: fake.fetch,
  }))
  return { provider, requests: fake.requests }
}

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PhoneAuthError)
  return (error as PhoneAuthError).code
}

describe('the reference phone-auth adapter', () => {
  it('sends the number with the merchant and trades the code for the ID token', async () => {
    const { provider, requests } = providerWith([
      { status: 200, body: { verificationId: 'v1' } },
      { status: 200, body: { idToken: 'token' } },
    ])
    expect(await provider.send('+639171234567')).toEqual({ verificationId: 'v1' })
    expect(await provider.verify('v1', '123456')).toEqual({ idToken: 'token' })
    expect(requests).toEqual([
      {
        url: '/phone-auth/v1/send',
        body: { phoneNumber: '+639171234567', merchant: 'LUCKY01' },
      },
      {
        url: '/phone-auth/v1/verify',
        body: { verificationId: 'v1', code: '123456', merchant: 'LUCKY01' },
      },
    ])
  })

  it('answers on the API origin when the API is on another one', async () => {
    expect(providerBase('/api')).toBe('')
    expect(providerBase('https://platform.example.com:8443/api/v2')).toBe(
      'https://platform.example.com:8443',
    )
    const { provider, requests } = providerWith(
      [{ status: 200, body: { verificationId: 'v1' } }],
      'https://platform.example.com/api',
    )
    await provider.send('+639171234567')
    expect(requests[0]?.url).toBe('https://platform.example.com/phone-auth/v1/send')
  })

  it('throws the provider code of a refusal', async () => {
    const { provider } = providerWith([
      { status: 400, body: { error: { code: 'auth/invalid-phone-number', message: 'bad' } } },
      { status: 429, body: { error: { code: 'auth/too-many-requests' } } },
      { status: 400, body: { error: { code: 'auth/invalid-verification-code' } } },
      { status: 400, body: { error: { code: 'auth/code-expired' } } },
    ])
    expect(await codeOf(provider.send('+63'))).toBe('auth/invalid-phone-number')
    expect(await codeOf(provider.send('+639171234567'))).toBe('auth/too-many-requests')
    expect(await codeOf(provider.verify('v1', '000000'))).toBe('auth/invalid-verification-code')
    expect(await codeOf(provider.verify('v1', '000000'))).toBe('auth/code-expired')
  })

  it('maps a network failure, a broken answer and an unlisted code to auth/unknown', async () => {
    const { provider } = providerWith([
      new TypeError('Failed to fetch'),
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 200, body: { something: 'else' } },
      { status: 400, body: { error: { code: 'auth/internal-error' } } },
      { status: 200, body: null },
    ])
    expect(await codeOf(provider.send('+639171234567'))).toBe('auth/unknown')
    expect(await codeOf(provider.send('+639171234567'))).toBe('auth/unknown')
    expect(await codeOf(provider.send('+639171234567'))).toBe('auth/unknown')
    expect(await codeOf(provider.verify('v1', '123456'))).toBe('auth/unknown')
    expect(await codeOf(provider.verify('v1', '123456'))).toBe('auth/unknown')
  })
})
