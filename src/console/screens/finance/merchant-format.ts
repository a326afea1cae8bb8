import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { formatMoney, type Currency } from '@/lib/money'
import { dashboardQueryOptions } from '../../api/dashboard'
import { useCan, useMerchant } from '../../app/merchant-context'

// Each brand's currency, from its brand.json: the key alone is bundled (Vite's JSON named exports),
// so the console formats money as the brand's portal does without a call of its own.
const brandCurrencies = import.meta.glob<Currency>('/brands/*/brand.json', {
  eager: true,
  import: 'currency',
})

/** The currency of a brand (brands/<id>/brand.json), or the amount's bare minor units when unknown. */
export function brandCurrency(brandId: string): Currency {
  return brandCurrencies[`/brands/${brandId}/brand.json`] ?? { code: '', symbol: '', minorUnits: 0 }
}

/** The console's language as Intl names it. */
export const intlLocale = (locale: string) =>
  locale === 'cn' ? 'zh-CN' : locale === 'tl' ? 'fil' : locale

const today = new Date().toISOString().slice(0, 10)

/**
 * The merchant's time zone (its settings.timeZone), as the dashboard call tells it to the roles
 * that may make it; UTC (the platform's default, and named as such) for the others.
 */
export function useMerchantZone(): string {
  const { merchant } = useMerchant()
  const canAsk = useCan('dashboard.daily')
  const day = useQuery({
    ...dashboardQueryOptions(merchant.id, { startDate: today, endDate: today }),
    enabled: canAsk,
    staleTime: 10 * 60_000,
  })
  return day.data?.timeZone ?? 'UTC'
}

/** Money in the merchant's currency and times in its zone, in the operator's language. */
export function useMerchantFormat() {
  const { i18n } = useLingui()
  const { merchant } = useMerchant()
  const zone = useMerchantZone()
  const locale = intlLocale(i18n.locale)
  // The same functions while the zone, the language and the brand stay (a chart redraws on a new one).
  return useMemo(() => {
    const currency = brandCurrency(merchant.brandId)
    const dateTime = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    })
    const number = new Intl.NumberFormat(`${locale}-u-nu-latn`)
    return {
      zone,
      currency,
      money: (minor: number) => formatMoney(minor, currency, locale),
      when: (at: string | null) => (at ? dateTime.format(new Date(at)) : '—'),
      count: (value: number) => number.format(value),
    }
  }, [merchant.brandId, locale, zone])
}
