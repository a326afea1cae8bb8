import { describe, expect, it } from 'vitest'
import { PhoneAuthError, toE164 } from './phone-auth'

describe('toE164', () => {
  it('joins the dialing code and the national number without the trunk 0 or separators', () => {
    expect(toE164('+63', '917 123-4567')).toBe('+639171234567')
    expect(toE164('+63', '09171234567')).toBe('+639171234567')
    expect(toE164('+63', '  ')).toBe('')
  })
})

describe('PhoneAuthError', () => {
  it('keeps a code of spec §8 and makes any other auth/unknown', () => {
    expect(new PhoneAuthError('auth/code-expired').code).toBe('auth/code-expired')
    expect(new PhoneAuthError('auth/invalid-app-credential').code).toBe('auth/unknown')
  })
})
