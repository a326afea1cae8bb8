import { useLingui } from '@lingui/react/macro'
import type { TeamMember } from '@/api/agent/get-downline'
import { useFormatters } from '@/i18n/format'
import { DataTable, type Column } from '@/ui/data-table'
import { isAgentType } from '../lib/account-types'
import * as styles from '../team.css'

/**
 * A page of team members: balance and status of each; a sub-agent opens its own downline, and a
 * direct downline can receive a transfer.
 */
export function DownlineTable(props: {
  members: readonly TeamMember[]
  /** Whether a member may receive a transfer: one of the agent's direct downline. */
  canTransfer: (member: TeamMember) => boolean
  onExpand: (member: TeamMember) => void
  onTransfer: (member: TeamMember) => void
}) {
  const { members, canTransfer, onExpand, onTransfer } = props
  const { t } = useLingui()
  const format = useFormatters()
  const columns: Column<TeamMember>[] = [
    {
      key: 'username',
      header: t({ id: 'agent.column.username', message: 'Username' }),
      cell: (m) => m.username,
    },
    {
      key: 'type',
      header: t({ id: 'agent.column.type', message: 'Account type' }),
      cell: (m) =>
        isAgentType(m.type)
          ? t({ id: 'agent.type.subAgent', message: 'Sub-agent' })
          : t({ id: 'agent.type.member', message: 'Member' }),
    },
    {
      key: 'balance',
      header: t({ id: 'agent.column.balance', message: 'Balance' }),
      align: 'end',
      cell: (m) => <span data-testid="member-balance">{format.money(m.balance)}</span>,
    },
    {
      key: 'status',
      header: t({ id: 'agent.column.status', message: 'Status' }),
      cell: (m) => (
        <span className={`${styles.status} ${m.status === 'locked' ? styles.negative : ''}`}>
          {m.status === 'locked'
            ? t({ id: 'agent.status.locked', message: 'Locked' })
            : t({ id: 'agent.status.normal', message: 'Normal' })}
        </span>
      ),
    },
    {
      key: 'teamSize',
      header: t({ id: 'agent.column.teamSize', message: 'Team' }),
      align: 'end',
      cell: (m) => format.count(m.teamSize),
    },
    {
      key: 'lastLogin',
      header: t({ id: 'agent.column.lastLogin', message: 'Last sign-in' }),
      cell: (m) => (m.lastLogin ? format.dateTime(m.lastLogin) : '—'),
    },
    {
      key: 'actions',
      header: t({ id: 'agent.column.actions', message: 'Actions' }),
      pinnedEnd: true,
      cell: (m) => {
        const username = m.username
        return (
          <div className={styles.cellActions}>
            {isAgentType(m.type) ? (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => onExpand(m)}
                aria-label={t({ id: 'agent.team.expandOf', message: `Team of ${username}` })}
                data-testid="member-expand"
              >
                {t({ id: 'agent.team.expand', message: 'Team' })}
              </button>
            ) : null}
            {canTransfer(m) ? (
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => onTransfer(m)}
                aria-label={t({ id: 'agent.team.transferTo', message: `Transfer to ${username}` })}
                data-testid="member-transfer"
              >
                {t({ id: 'agent.transfer.submit', message: 'Transfer' })}
              </button>
            ) : null}
          </div>
        )
      },
    },
  ]
  return (
    <DataTable
      caption={t({ id: 'agent.team.caption', message: 'Team members' })}
      columns={columns}
      rows={members}
      rowKey={(m) => m.id}
      testId="team-table"
    />
  )
}
