import { describe, expect, it } from 'vitest'
import { zaloNumber } from '../../server/platform/member/zalo-reward'
import { isZaloNumber } from '../../src/features/member-centre/account/lib/zalo'

const samples = [
  '0912 345 678',
  '+84 912 345 678',
  '0912.345.678',
  '(091) 234-5678',
  '84912345678',
  '12345678',
  '1234567',
  '+1234567890123456',
  'my-zalo',
  '0912 345 678 ext',
  '',
  '  ',
]

describe('a Zalo number, in the profile form and on the platform', () => {
  it('is the same on both sides, so the form never sends what the platform refuses', () => {
    for (const sample of samples)
      expect(isZaloNumber(sample), sample).toBe(zaloNumber(sample) !== null)
  })

  it('is one number however it is written, +84 as the national 0', () => {
    expect(zaloNumber('+84 912 345 678')).toBe('0912345678')
    expect(zaloNumber('0912.345.678')).toBe('0912345678')
    expect(zaloNumber('(091) 234-5678')).toBe('0912345678')
    expect(zaloNumber('+63 917 123 4567')).toBe('639171234567')
  })
})
