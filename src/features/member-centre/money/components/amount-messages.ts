import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '@/i18n/format'
import type { AmountBounds, AmountProblem } from '../lib/amount'

/** The message for each refused amount, with the bounds formatted in the brand's currency. */
export function useAmountMessages() {
  const { t } = useLingui()
  const format = useFormatters()
  return (problem: AmountProblem, bounds: AmountBounds = {}): string => {
    const min = format.money(bounds.min ?? 0)
    const max = format.money(bounds.max ?? 0)
    const balance = format.money(bounds.balance ?? 0)
    switch (problem) {
      case 'format':
        return t({
          id: 'member.money.amountFormat',
          message: 'Enter a valid amount.',
        })
      case 'positive':
        return t({ id: 'member.money.amountPositive', message: 'Enter an amount above zero.' })
      case 'min':
        return t({ id: 'member.money.amountMin', message: `The smallest amount is ${min}.` })
      case 'max':
        return t({ id: 'member.money.amountMax', message: `The largest amount is ${max}.` })
      case 'balance':
        return t({ id: 'member.money.amountBalance', message: `You have only ${balance} here.` })
    }
  }
}

/** A payment password refused before it is sent. */
export function usePaymentPasswordMessage() {
  const { t } = useLingui()
  return t({
    id: 'member.money.paymentPasswordFormat',
    message: 'Enter your 6-digit payment password.',
  })
}
