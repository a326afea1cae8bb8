import { describe, expect, it } from 'vitest'
import { signedAmount } from './signed-amount'

const peso = { code: 'PHP', symbol: 'P', minorUnits: 2 }
const dong = { code: 'VND', symbol: '₫', minorUnits: 0 }

describe('signedAmount', () => {
  it('reads a credit or a debit in minor units, as the language writes numbers', () => {
    expect(signedAmount('20,000', peso, 'en')).toBe(2_000_000)
    expect(signedAmount('+12.5', peso, 'en')).toBe(1250)
    expect(signedAmount('-12.50', peso, 'en')).toBe(-1250)
    expect(signedAmount('− 3', peso, 'en')).toBe(-300)
    expect(signedAmount('-1.234,5', peso, 'id')).toBe(-123_450)
    expect(signedAmount('50.000', dong, 'vi')).toBe(50_000)
  })

  it('refuses nothing, zero, words and more decimals than the currency has', () => {
    for (const text of ['', '-', '0', '-0.00', 'ten', '1.234', '--5'])
      expect(signedAmount(text, peso, 'en'), text).toBeNull()
    expect(signedAmount('1,5', dong, 'vi')).toBeNull()
  })
})
