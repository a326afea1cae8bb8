import { useLingui } from '@lingui/react/macro'
import { usePromotionsQuery } from '@/api/content/get-promotions'
import { useInboxCountsQuery } from '@/api/inbox/get-counts'
import { useMemberInfoQuery } from '@/api/member/get-info'
import { canOpenCentre, memberEntryPage } from '@/config/centre'
import { agentCentre } from '@/config/centre-tables'
import { useCapabilities } from '@/config/use-capabilities'
import { tableMessages } from '@/i18n/table-messages'
import { useSession } from '@/state/session.store'
import { MenuButton } from '@/ui/menu-button'
import { badgeCount, badgeLabel } from '../lib/account-display'
import { isSafeImageUrl } from '../lib/vendors'
import * as styles from './account.css'

/** What a menu entry does: open a centre page, or sign out. */
export type MenuAction =
  { kind: 'member'; page: string } | { kind: 'agent'; page: string } | { kind: 'signOut' }

interface Entry {
  id: string
  label: string
  action: MenuAction
}

/**
 * The avatar with its badge, the nickname and the account drop-down (spec §2.4), on the menu
 * button of ui/ (its keys and focus are the WAI-ARIA menu button's).
 */
export function UserMenu(props: { onAction: (action: MenuAction) => void }) {
  const { t, i18n } = useLingui()
  const { username } = useSession()
  const caps = useCapabilities()
  const info = useMemberInfoQuery()
  const counts = useInboxCountsQuery()
  const promotions = usePromotionsQuery()
  const label = (id: string) => i18n._(tableMessages[id] ?? { id })
  const entries: Entry[] = [
    {
      id: 'memberCentre',
      label: t({ id: 'centre.member.title', message: 'Members centre' }),
      // Spec §2.8: the member's rank page when they have a label, else the security centre.
      action: { kind: 'member', page: memberEntryPage(info.data) },
    },
    ...(canOpenCentre(agentCentre, caps)
      ? [
          {
            id: 'agentCentre',
            label: t({ id: 'header.agentCentre', message: 'Agent centre' }),
            action: { kind: 'agent', page: agentCentre.defaultPage } as const,
          },
        ]
      : []),
    {
      id: 'withdraw',
      label: label('member.withdraw'),
      action: { kind: 'member', page: 'withdraw' },
    },
    {
      id: 'accountRecord',
      label: label('member.accountRecord'),
      action: { kind: 'member', page: 'transactionHistory' },
    },
    {
      id: 'bettingRecord',
      label: label('member.bettingRecord'),
      action: { kind: 'member', page: 'personalHistoryCopy' },
    },
    {
      id: 'sign-out',
      label: t({ id: 'header.signOut', message: 'Sign out' }),
      action: { kind: 'signOut' },
    },
  ]
  const count = badgeCount(promotions.data?.list, counts.data?.messageCount)
  const badge = badgeLabel(count)
  const nickname = info.data?.nickname
  const avatar = info.data?.avatar
  return (
    <MenuButton
      label={t({ id: 'header.accountMenu', message: 'Account' })}
      items={entries.map((entry) => ({
        id: entry.id,
        label: entry.label,
        onSelect: () => props.onAction(entry.action),
        rowClassName: entry.action.kind === 'signOut' ? styles.separator : undefined,
        testId: `header-${entry.id}`,
      }))}
      className={styles.menu}
      triggerClassName={styles.trigger}
      listClassName={styles.list}
      itemClassName={styles.item}
      triggerTestId="header-user-menu"
      menuTestId="header-menu"
      trigger={
        <>
          <span className={styles.avatar}>
            {avatar && isSafeImageUrl(avatar) ? (
              <img className={styles.avatarImage} src={avatar} alt="" width={36} height={36} />
            ) : (
              <span className={styles.avatarImage} aria-hidden="true">
                {(nickname ?? username ?? '?').slice(0, 1).toUpperCase()}
              </span>
            )}
            {badge ? (
              <span
                className={styles.badge}
                data-testid="header-badge"
                aria-label={t({ id: 'header.badge', message: `${count} new` })}
              >
                {badge}
              </span>
            ) : null}
          </span>
          <span className={styles.names}>
            {nickname && nickname !== username ? (
              <span className={styles.nickname} data-testid="header-nickname">
                {nickname}
              </span>
            ) : null}
            <span
              className={nickname && nickname !== username ? styles.username : styles.nickname}
              data-testid="header-user"
            >
              {username}
            </span>
          </span>
          <span className={styles.caret} aria-hidden="true">
            ▾
          </span>
        </>
      }
    />
  )
}
