import { describe, expect, it } from 'vitest'
import { parseAmount } from './typed-amount'
import { php, vnd } from '@/test/currencies'

describe('parseAmount', () => {
  it('parses typed amounts into minor units and refuses the rest', () => {
    expect(parseAmount('1,234.5', php)).toBe(123450)
    expect(parseAmount('10', php)).toBe(1000)
    expect(parseAmount('0.001', php)).toBeNull()
    expect(parseAmount('-5', php)).toBeNull()
    expect(parseAmount('abc', php)).toBeNull()
    expect(parseAmount('15000', vnd)).toBe(15000)
    expect(parseAmount('1.5', vnd)).toBeNull()
  })
})

describe('parseAmount in the reader’s language', () => {
  it('reads a comma as the decimal separator where the language writes it so', () => {
    expect(parseAmount('100,50', php, 'id')).toBe(10050)
    expect(parseAmount('1.234,5', php, 'vi')).toBe(123450)
    expect(parseAmount('100,505', php, 'id')).toBeNull()
  })

  it('reads a comma as grouping in English, Thai and Chinese', () => {
    for (const locale of ['en', 'th', 'zh-CN'])
      expect(parseAmount('1,234.5', php, locale)).toBe(123450)
  })

  it('reads dots as grouping for a currency without decimals in Vietnamese', () => {
    expect(parseAmount('1.500.000', vnd, 'vi')).toBe(1500000)
    expect(parseAmount('1,5', vnd, 'vi')).toBeNull()
  })
})
