import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatCount, formatMoney } from '@/lib/money'
import { useMerchant } from '../../app/merchant-context'

/** The console's language as Intl names it. */
export const intlLocale = (locale: string) =>
  locale === 'cn' ? 'zh-CN' : locale === 'tl' ? 'fil' : locale

/** Money in the merchant's currency and times in its zone, in the operator's language. */
export function useMerchantFormat() {
  const { i18n } = useLingui()
  // The merchant's zone and its brand's currency, as auth.me tells them for each merchant held.
  const { merchant } = useMerchant()
  const zone = merchant.timeZone
  const locale = intlLocale(i18n.locale)
  // The same functions while the zone, the language and the brand stay (a chart redraws on a new one).
  return useMemo(() => {
    const currency = merchant.currency
    const dateTime = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    })
    return {
      zone,
      currency,
      money: (minor: number) => formatMoney(minor, currency, locale),
      when: (at: string | null) => (at ? dateTime.format(new Date(at)) : '—'),
      count: (value: number) => formatCount(value, locale),
    }
  }, [merchant.currency, locale, zone])
}
