import { useLingui } from '@lingui/react/macro'
import type { Referral } from '@/api/inbox/get-referral'
import { useFormatters } from '@/i18n/format'
import { DataTable, type Column } from '@/ui/data-table'
import { StatusPanel } from '@/ui/status-panel'
import * as styles from '../inbox.css'

type Friend = Referral['friends'][number]

/** What the member's referrals brought: totals, then each friend with their stake and commission. */
export function ReferralFriends(props: { referral: Referral }) {
  const { referral } = props
  const { t } = useLingui()
  const format = useFormatters()
  const columns: Column<Friend>[] = [
    {
      key: 'friend',
      header: t({ id: 'inbox.referral.col.friend', message: 'Friend' }),
      cell: (row) => row.username,
    },
    {
      key: 'joined',
      header: t({ id: 'inbox.referral.col.joined', message: 'Joined' }),
      cell: (row) => format.date(row.joinedAt),
    },
    {
      key: 'stake',
      header: t({ id: 'inbox.referral.col.stake', message: 'Their stake' }),
      cell: (row) => format.money(row.stake),
      align: 'end',
    },
    {
      key: 'commission',
      header: t({ id: 'inbox.referral.col.commission', message: 'Your commission' }),
      cell: (row) => format.money(row.commission),
      align: 'end',
    },
  ]
  return (
    <div className={styles.card}>
      <h3 className={styles.subTitle}>
        {t({ id: 'inbox.referral.rewards', message: 'Referred friends and rewards' })}
      </h3>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.muted}>
            {t({ id: 'inbox.referral.invited', message: 'Friends invited' })}
          </dt>
          <dd className={styles.statValue} data-testid="member-referral-invited">
            {format.count(referral.invitedCount)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.muted}>
            {t({ id: 'inbox.referral.stake', message: 'Their total stake' })}
          </dt>
          <dd className={styles.statValue}>{format.money(referral.invitedStake)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.muted}>
            {t({ id: 'inbox.referral.commission', message: 'Your commission' })}
          </dt>
          <dd className={styles.statValue} data-testid="member-referral-commission">
            {format.money(referral.commission)}
          </dd>
        </div>
      </dl>
      {referral.friends.length ? (
        <DataTable
          caption={t({ id: 'inbox.referral.friends', message: 'Referred friends' })}
          columns={columns}
          rows={referral.friends}
          rowKey={(row) => `${row.username}-${row.joinedAt}`}
          testId="member-referral-friends"
        />
      ) : (
        <StatusPanel
          testId="member-referral-none"
          title={t({
            id: 'inbox.referral.none',
            message: 'No friends have joined with your link yet.',
          })}
        />
      )}
    </div>
  )
}
