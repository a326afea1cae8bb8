import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { verificationOf } from './verification'

const refusal = (status: number, value: unknown) =>
  new ApiError('server', 'Please complete verification first', {
    callId: 'auth.login',
    status,
    value,
  })

describe('verificationOf', () => {
  it('reads the ticket, method and hint of a 403 that asks for the new-IP step', () => {
    const verification = { ticket: 't1', method: 'phone', hint: '******0004' }
    expect(verificationOf(refusal(403, { verification }))).toEqual(verification)
    expect(
      verificationOf(refusal(403, { verification: { ticket: 't2', method: 'email' } })),
    ).toEqual({ ticket: 't2', method: 'email', hint: '' })
    for (const method of ['bankHolder', 'google'])
      expect(verificationOf(refusal(403, { verification: { ticket: 't3', method } }))).toEqual({
        ticket: 't3',
        method,
        hint: '',
      })
  })

  it('is null for any other refusal, an unknown method, or another error', () => {
    const verification = { ticket: 't1', method: 'phone', hint: '' }
    expect(verificationOf(refusal(400, { verification }))).toBeNull()
    expect(verificationOf(refusal(403, { captchaRequired: true }))).toBeNull()
    expect(verificationOf(refusal(403, null))).toBeNull()
    expect(
      verificationOf(refusal(403, { verification: { ticket: 't', method: 'bank' } })),
    ).toBeNull()
    expect(verificationOf(new Error('boom'))).toBeNull()
  })
})
