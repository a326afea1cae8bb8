import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/lib/money'
import { brandCurrency, intlLocale } from './merchant-format'

// The console reads each brand's currency from its brand.json, so an amount reads as the brand's
// portal writes it.
describe('brandCurrency', () => {
  it('is the currency of each brand', () => {
    expect(brandCurrency('default')).toEqual({ code: 'PHP', symbol: 'P', minorUnits: 2 })
    expect(brandCurrency('jade')).toMatchObject({ code: 'PHP', symbol: '₱' })
    expect(brandCurrency('nova')).toEqual({ code: 'VND', symbol: '₫', minorUnits: 0 })
    expect(formatMoney(-1_234_500, brandCurrency('nova'), intlLocale('vi'))).toBe(
      '-₫\u00a01.234.500',
    )
    expect(formatMoney(123_456, brandCurrency('default'), intlLocale('cn'))).toBe('P\u00a01,234.56')
  })

  it('leaves an unknown brand’s amount in bare minor units', () => {
    expect(brandCurrency('nowhere')).toEqual({ code: '', symbol: '', minorUnits: 0 })
  })
})
