import { useLingui } from '@lingui/react/macro'
import type { ProfitReport } from '@/api/finance/get-profit'
import { useFormatters } from '@/i18n/format'
import { SignedMoney } from './signed-money'
import { Totals } from './totals'

/** The range's win or loss first, then the bets and the money that came in and went out. */
export function ProfitTotals(props: { totals: ProfitReport['totals'] }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { totals } = props
  const money = (key: keyof typeof totals, label: string) => ({
    key,
    label,
    value: format.money(totals[key]),
  })
  return (
    <Totals
      label={t({ id: 'member.records.totals', message: 'Totals for these dates' })}
      testId="profit-totals"
      items={[
        {
          key: 'profit',
          label: t({ id: 'member.records.col.profit', message: 'Win/loss' }),
          value: <SignedMoney minor={totals.profit} />,
        },
        {
          key: 'count',
          label: t({ id: 'member.records.bets.count', message: 'Bets' }),
          value: format.count(totals.count),
        },
        money('stake', t({ id: 'member.records.col.stake', message: 'Stake' })),
        money('payout', t({ id: 'member.records.col.payout', message: 'Payout' })),
        money('deposits', t({ id: 'member.records.deposits', message: 'Deposits' })),
        money('withdrawals', t({ id: 'member.records.withdrawals', message: 'Withdrawals' })),
        money('bonus', t({ id: 'member.records.bonus', message: 'Bonuses' })),
      ]}
    />
  )
}
