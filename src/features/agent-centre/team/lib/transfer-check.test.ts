import { describe, expect, it } from 'vitest'
import { checkTransfer } from './transfer-check'

const peso = { code: 'PHP', symbol: 'P', minorUnits: 2 }
const dong = { code: 'VND', symbol: '₫', minorUnits: 0 }
const base = { currency: peso, balance: 10_000, needsPassword: false, password: '' }

describe('checkTransfer', () => {
  it('answers the amount in minor units when all is well', () => {
    expect(checkTransfer({ ...base, text: '12.5' })).toEqual({ problems: {}, amount: 1_250 })
    expect(checkTransfer({ ...base, currency: dong, text: '5000' }).amount).toBe(5_000)
  })

  it('refuses a zero, negative, malformed or over-precise amount', () => {
    for (const text of ['', '0', '-5', 'abc', '1.234'])
      expect(checkTransfer({ ...base, text }).problems.amount).toBe('invalid')
    expect(checkTransfer({ ...base, currency: dong, text: '5.5' }).problems.amount).toBe('invalid')
  })

  it('refuses more than the balance, and lets the platform judge when the balance is unknown', () => {
    expect(checkTransfer({ ...base, text: '100.01' }).problems.amount).toBe('tooMuch')
    expect(checkTransfer({ ...base, balance: undefined, text: '100.01' }).amount).toBe(10_001)
  })

  it('asks for a 6-digit payment password only when the agent has one', () => {
    expect(checkTransfer({ ...base, text: '1' }).problems.password).toBeUndefined()
    const needs = { ...base, text: '1', needsPassword: true }
    expect(checkTransfer({ ...needs, password: '12345' }).problems.password).toBe('format')
    expect(checkTransfer({ ...needs, password: '123456' }).problems).toEqual({})
  })
})
