import { describe, expect, it } from 'vitest'
import { isZaloNumber } from './zalo'

describe('isZaloNumber', () => {
  it('takes phone numbers written with spaces, dots, dashes and brackets', () => {
    expect(isZaloNumber('0912 345 678')).toBe(true)
    expect(isZaloNumber('+84 912 345 678')).toBe(true)
    expect(isZaloNumber('(091) 234-5678')).toBe(true)
  })

  it('refuses names, too few or too many digits', () => {
    expect(isZaloNumber('my-zalo')).toBe(false)
    expect(isZaloNumber('1234567')).toBe(false)
    expect(isZaloNumber('+1234567890123456')).toBe(false)
  })
})
