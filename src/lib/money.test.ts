import { describe, expect, it } from 'vitest'
import { formatAmount, formatCount, formatMoney } from './money'
import { parseAmount } from './typed-amount'
import { php, vnd } from '@/test/currencies'

describe('money', () => {
  it('formats minor units with the currency decimals and symbol', () => {
    expect(formatAmount(123456, php, 'en')).toBe('1,234.56')
    expect(formatMoney(123456, php, 'en')).toBe('P\u00a01,234.56')
    expect(formatMoney(-500, php, 'en')).toBe('-P\u00a05.00')
    expect(formatMoney(1500000, vnd, 'vi')).toBe('₫\u00a01.500.000')
  })

  it('never lets a line break part the symbol from the amount', () => {
    for (const locale of ['en', 'vi', 'id', 'th', 'zh-CN', 'fil'])
      expect(formatMoney(-123456789, php, locale)).not.toMatch(/[ \t\n]/)
  })

  it('keeps Latin digits in Thai', () => {
    expect(formatAmount(100, php, 'th')).toBe('1.00')
  })
})

describe('amounts written without Intl', () => {
  const currencies = [vnd, php, { code: 'KWD', symbol: 'KD', minorUnits: 3 }]
  const values = [0, 1, 5, -5, 99, 100, 1000, 123456, -123456, 100000000, 987654321012, -7000000]

  // The BCP 47 tags of src/i18n/languages.ts; a language missing from money.ts goes through Intl.
  const tags = ['en', 'zh-CN', 'th', 'fil', 'id', 'vi']

  it('writes every language of the product as Intl does (Latin digits)', () => {
    for (const bcp47 of tags) {
      for (const currency of currencies) {
        const intl = new Intl.NumberFormat(`${bcp47}-u-nu-latn`, {
          minimumFractionDigits: currency.minorUnits,
          maximumFractionDigits: currency.minorUnits,
        })
        for (const minor of values)
          expect(formatAmount(minor, currency, bcp47), `${bcp47} ${minor}`).toBe(
            intl.format(minor / 10 ** currency.minorUnits),
          )
      }
    }
  })

  it('groups counts as Intl does, and as amounts are', () => {
    for (const bcp47 of tags) {
      const intl = new Intl.NumberFormat(`${bcp47}-u-nu-latn`, { maximumFractionDigits: 0 })
      for (const value of [0, 7, 999, 1000, 10001, 1234567, -2500, 2.5, -2.5, 0.4])
        expect(formatCount(value, bcp47), `${bcp47} ${value}`).toBe(intl.format(value))
    }
    expect(formatCount(10001, 'vi')).toBe('10.001')
    expect(formatCount(10001, 'en')).toBe('10,001')
  })

  it('reads back what it writes', () => {
    for (const bcp47 of tags)
      expect(parseAmount(formatAmount(123456789, php, bcp47), php, bcp47)).toBe(123456789)
  })

  it('leaves other locales and amounts past the safe integers to Intl', () => {
    expect(formatAmount(123456, php, 'de-CH')).toBe(
      new Intl.NumberFormat('de-CH-u-nu-latn', { minimumFractionDigits: 2 }).format(1234.56),
    )
    expect(formatAmount(2 ** 60, vnd, 'en')).toBe(
      new Intl.NumberFormat('en-u-nu-latn', { maximumFractionDigits: 0 }).format(2 ** 60),
    )
  })
})
