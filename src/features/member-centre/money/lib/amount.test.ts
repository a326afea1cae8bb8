import { describe, expect, it } from 'vitest'
import { amountInput, checkAmount } from './amount'

const peso = { code: 'PHP', symbol: 'P', minorUnits: 2 }
const dong = { code: 'VND', symbol: '₫', minorUnits: 0 }

describe('checkAmount', () => {
  it('reads amounts in minor units with at most the currency decimals', () => {
    expect(checkAmount('12.5', peso)).toEqual({ amount: 1250 })
    expect(checkAmount('1,000', dong)).toEqual({ amount: 1000 })
    expect(checkAmount('1.234', peso)).toEqual({ problem: 'format' })
    expect(checkAmount('10.5', dong)).toEqual({ problem: 'format' })
    expect(checkAmount('-5', peso)).toEqual({ problem: 'format' })
    expect(checkAmount('abc', peso)).toEqual({ problem: 'format' })
  })

  it('refuses nothing and zero as not positive', () => {
    expect(checkAmount('', peso)).toEqual({ problem: 'positive' })
    expect(checkAmount('0.00', peso)).toEqual({ problem: 'positive' })
  })

  it('checks min, max and balance in that order', () => {
    const bounds = { min: 10_000, max: 50_000, balance: 30_000 }
    expect(checkAmount('99.99', peso, bounds)).toEqual({ problem: 'min' })
    expect(checkAmount('500.01', peso, bounds)).toEqual({ problem: 'max' })
    expect(checkAmount('300.01', peso, bounds)).toEqual({ problem: 'balance' })
    expect(checkAmount('300', peso, bounds)).toEqual({ amount: 30_000 })
  })

  it('writes minor units back as field text', () => {
    expect(amountInput(123_450, peso)).toBe('1234.50')
    expect(amountInput(50_000, dong)).toBe('50000')
    // In a language that writes a decimal comma the field gets one, and reads it back the same.
    expect(amountInput(123_450, peso, 'id')).toBe('1234,50')
    expect(checkAmount(amountInput(123_450, peso, 'id'), peso, {}, 'id')).toEqual({
      amount: 123_450,
    })
  })
})
