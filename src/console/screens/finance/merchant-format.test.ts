import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/lib/money'
import { intlLocale } from './merchant-format'

// The console writes a merchant's money in the currency auth.me names for it, in the operator's
// language as Intl names it.
describe('intlLocale', () => {
  it('names the console languages as Intl does, and money reads as the brand’s portal writes it', () => {
    expect(intlLocale('cn')).toBe('zh-CN')
    expect(intlLocale('tl')).toBe('fil')
    expect(intlLocale('vi')).toBe('vi')
    const vnd = { code: 'VND', symbol: '₫', minorUnits: 0 }
    expect(formatMoney(-1_234_500, vnd, intlLocale('vi'))).toBe('-₫\u00a01.234.500')
    const php = { code: 'PHP', symbol: 'P', minorUnits: 2 }
    expect(formatMoney(123_456, php, intlLocale('cn'))).toBe('P\u00a01,234.56')
  })
})
