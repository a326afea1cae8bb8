import { useLingui } from '@lingui/react/macro'
import type { ContractKind } from '@/api/agent/get-contracts'
import type { Payout, PayoutPage, PayoutSide } from '@/api/agent/get-payouts'
import { useFormatters } from '@/i18n/format'
import type { Column } from '@/ui/data-table'
import * as records from '@/ui/records.css'

/** The columns of the payout records; a 5-minute or hourly period shows its times, others dates. */
export function usePayoutColumns(
  kind: ContractKind,
  side: PayoutSide,
  totals: PayoutPage['totals'] | undefined,
): Column<Payout>[] {
  const { t } = useLingui()
  const format = useFormatters()
  const isShort = kind === 'realtimeSalary' || kind === 'hourlySalary'
  const period = (r: Payout) =>
    isShort
      ? `${format.dateTime(r.periodStart)} – ${format.dateTime(r.periodEnd)}`
      : format.date(r.periodStart)
  const signed = (value: number) => (
    <span className={value < 0 ? records.negative : value > 0 ? records.positive : undefined}>
      {format.money(value)}
    </span>
  )
  return [
    {
      key: 'period',
      header: t({ id: 'agent.contracts.payouts.period', message: 'Period' }),
      cell: period,
    },
    {
      key: 'party',
      header:
        side === 'received'
          ? t({ id: 'agent.contracts.upline', message: 'Upline' })
          : t({ id: 'agent.contracts.downline', message: 'Downline' }),
      cell: (r) => r.counterparty,
    },
    {
      key: 'rate',
      header: t({ id: 'agent.contracts.rate', message: 'Rate' }),
      align: 'end',
      cell: (r) => format.percent(r.rate),
    },
    {
      key: 'validBet',
      header: t({ id: 'agent.contracts.payouts.validBet', message: 'Valid bet' }),
      align: 'end',
      cell: (r) => format.money(r.validBet),
      total: totals ? format.money(totals.validBet) : undefined,
    },
    {
      key: 'activeMembers',
      header: t({ id: 'agent.contracts.activeMembers', message: 'Active members' }),
      align: 'end',
      cell: (r) => format.count(r.activeMembers),
    },
    {
      key: 'teamProfit',
      header: t({ id: 'agent.contracts.payouts.teamResult', message: 'Members’ win/loss' }),
      align: 'end',
      cell: (r) => signed(r.teamProfit),
    },
    {
      key: 'amount',
      header: t({ id: 'agent.contracts.payouts.amount', message: 'Paid' }),
      align: 'end',
      cell: (r) => format.money(r.amount),
      total: totals ? format.money(totals.amount) : undefined,
    },
    {
      key: 'paidAt',
      header: t({ id: 'agent.contracts.payouts.paidAt', message: 'Settled at' }),
      cell: (r) => format.dateTime(r.paidAt),
    },
  ]
}
