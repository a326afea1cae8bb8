import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Contract } from '@/api/agent/get-contracts'
import { useFormatters } from '@/i18n/format'
import { DataTable, type Column } from '@/ui/data-table'
import * as styles from '../contracts.css'
import { stateOf } from '../lib/contract-state'
import { useContractLabels } from '../labels'
import { ContractActions } from './contract-actions'

/** Contracts as a table: request type, parties, rate, targets, state, date and what the caller may do. */
export function ContractTable(props: {
  caption: string
  contracts: readonly Contract[]
  testId: string
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const labels = useContractLabels()
  const columns: Column<Contract>[] = [
    {
      key: 'request',
      header: t({ id: 'agent.contracts.col.request', message: 'Request' }),
      cell: (c) => labels.requestTypes[c.requestType],
    },
    {
      key: 'party',
      header: t({ id: 'agent.contracts.col.party', message: 'With' }),
      cell: ({ role, counterparty: name }) =>
        role === 'upline'
          ? t({ id: 'agent.contracts.col.toDownline', message: `To ${name}` })
          : t({ id: 'agent.contracts.col.fromUpline', message: `From ${name}` }),
    },
    {
      key: 'rate',
      header: t({ id: 'agent.contracts.rate', message: 'Rate' }),
      align: 'end',
      cell: (c) => format.percent(c.rate),
    },
    {
      key: 'targets',
      header: t({ id: 'agent.contracts.col.targets', message: 'Targets' }),
      cell: (c) => {
        const { activeMembers } = c
        const members = format.count(activeMembers)
        const amount = format.money(c.validBet)
        return t({
          id: 'agent.contracts.col.targetsValue',
          message: plural(activeMembers, {
            one: `${members} member, ${amount}`,
            other: `${members} members, ${amount}`,
          }),
        })
      },
    },
    {
      key: 'state',
      header: t({ id: 'agent.contracts.state', message: 'State' }),
      cell: (c) => <span className={styles.state}>{labels.states[stateOf(c)]}</span>,
    },
    {
      key: 'updated',
      header: t({ id: 'agent.contracts.updated', message: 'Updated' }),
      cell: (c) => format.dateTime(c.updatedAt),
    },
    {
      key: 'actions',
      header: t({ id: 'agent.contracts.col.actions', message: 'Actions' }),
      cell: (c) => <ContractActions contract={c} />,
    },
  ]
  return (
    <DataTable
      caption={props.caption}
      columns={columns}
      rows={props.contracts}
      rowKey={(c) => c.id}
      testId={props.testId}
    />
  )
}
