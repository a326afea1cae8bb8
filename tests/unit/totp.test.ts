import { describe, expect, it } from 'vitest'
import { newTotpSecret, totpCode, verifyTotp } from '../../server/platform/totp'

// RFC 6238 appendix B: the secret "12345678901234567890" (ASCII) in base32, SHA-1, 8 digits there;
// the 6-digit codes are the last six digits of those values.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP (RFC 6238)', () => {
  it('matches the reference vectors', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082')
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037')
  })

  it('accepts the code of the step before and after, nothing further', () => {
    const now = 1_700_000_000_000
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), now)).toBe(true)
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), now)).toBe(true)
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, now - 90_000), now)).toBe(false)
    expect(verifyTotp(rfcSecret, 'abcdef', now)).toBe(false)
  })

  it('makes base32 secrets of 32 characters', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/)
  })
})
