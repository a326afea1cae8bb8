import { useLingui } from '@lingui/react/macro'
import type { Contract } from '@/api/agent/get-contracts'
import { useFormatters } from '@/i18n/format'
import * as styles from '../contracts.css'
import { stateOf } from '../lib/contract-state'
import { useContractLabels } from '../labels'

/** A contract's terms, parties and state as a list of labelled values. */
export function ContractTerms(props: { contract: Contract; testId?: string }) {
  const { contract: c, testId } = props
  const { t } = useLingui()
  const format = useFormatters()
  const labels = useContractLabels()
  const items: [string, string, string][] = [
    [
      'counterparty',
      c.role === 'downline'
        ? t({ id: 'agent.contracts.upline', message: 'Upline' })
        : t({ id: 'agent.contracts.downline', message: 'Downline' }),
      c.counterparty,
    ],
    ['rate', t({ id: 'agent.contracts.rate', message: 'Rate' }), format.percent(c.rate)],
    [
      'activeMembers',
      t({ id: 'agent.contracts.activeMembers', message: 'Active members' }),
      format.count(c.activeMembers),
    ],
    ['validBet', labels.validBet[c.kind], format.money(c.validBet)],
  ]
  if (c.kind === 'dividend' && c.periodType)
    items.push([
      'period',
      t({ id: 'agent.contracts.plPeriod', message: 'Profit and loss period' }),
      labels.periods[c.periodType],
    ])
  if (c.kind === 'realtimeSalary')
    items.push(
      [
        'profitRate',
        t({ id: 'agent.contracts.profitRate', message: 'Profit rate' }),
        format.percent(c.profitRate ?? 0),
      ],
      [
        'lossRate',
        t({ id: 'agent.contracts.lossRate', message: 'Loss rate' }),
        format.percent(c.lossRate ?? 0),
      ],
      [
        'singleBet',
        t({ id: 'agent.contracts.singleBet', message: 'Single bet amount' }),
        format.money(c.singleBet ?? 0),
      ],
    )
  items.push(
    ['state', t({ id: 'agent.contracts.state', message: 'State' }), labels.states[stateOf(c)]],
    [
      'updated',
      t({ id: 'agent.contracts.updated', message: 'Updated' }),
      format.dateTime(c.updatedAt),
    ],
  )
  return (
    <dl className={styles.terms} data-testid={testId}>
      {items.map(([key, label, value]) => (
        <div key={key} className={styles.term} data-term={key}>
          <dt className={styles.termLabel}>{label}</dt>
          <dd className={styles.termValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
