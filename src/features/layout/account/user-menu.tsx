import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { accountQueries } from '@/api/account-queries'
import { canOpenCentre } from '@/config/centre'
import { agentCentre } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { tableMessages } from '@/i18n/table-messages'
import { usePreferences } from '@/state/preferences.store'
import { useSession } from '@/state/session.store'
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
 * The avatar with its badge, the nickname and the account drop-down (spec §2.4). A menu button:
 * Enter, Space or ArrowDown opens it on the first entry, the arrows, Home and End move, Escape
 * closes it and returns focus to the button, Tab or a click outside closes it.
 */
export function UserMenu(props: { onAction: (action: MenuAction) => void }) {
  const { t, i18n } = useLingui()
  const { username } = useSession()
  const { language } = usePreferences()
  const caps = useCapabilities()
  const info = useQuery(accountQueries.memberInfo)
  const counts = useQuery(accountQueries.inboxCounts)
  const promotions = useQuery(accountQueries.promotions(language))
  const [isOpen, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusIndex = useRef(0)
  const listId = useId()
  const label = (id: string) => i18n._(tableMessages[id] ?? { id })
  const entries: Entry[] = [
    {
      id: 'memberCentre',
      label: t({ id: 'centre.member.title', message: 'Members centre' }),
      action: { kind: 'member', page: 'securityCenter' },
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
  const items = () => Array.from(listRef.current?.querySelectorAll('button') ?? [])
  const focusItem = (index: number) => {
    const all = items()
    if (!all.length) return
    focusIndex.current = (index + all.length) % all.length
    all[focusIndex.current]?.focus()
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }
  const open = (index: number) => {
    focusIndex.current = index
    setOpen(true)
  }
  useEffect(() => {
    if (!isOpen) return
    const all = Array.from(listRef.current?.querySelectorAll('button') ?? [])
    if (all.length) {
      focusIndex.current = (focusIndex.current + all.length) % all.length
      all[focusIndex.current]?.focus()
    }
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [isOpen])
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      open(event.key === 'ArrowDown' ? 0 : -1)
    }
  }
  const onListKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(focusIndex.current + 1),
      ArrowUp: () => focusItem(focusIndex.current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    } else if (event.key === 'Tab') setOpen(false)
  }
  const choose = (action: MenuAction) => {
    close(true)
    props.onAction(action)
  }
  const count = badgeCount(promotions.data?.list, counts.data?.messageCount)
  const badge = badgeLabel(count)
  const nickname = info.data?.nickname
  const avatar = info.data?.avatar
  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onTriggerKey}
        data-testid="header-user-menu"
      >
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
      </button>
      {isOpen ? (
        <ul
          id={listId}
          ref={listRef}
          role="menu"
          className={styles.list}
          aria-label={t({ id: 'header.accountMenu', message: 'Account' })}
          onKeyDown={onListKey}
          data-testid="header-menu"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              role="none"
              className={entry.action.kind === 'signOut' ? styles.separator : undefined}
            >
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => choose(entry.action)}
                data-testid={`header-${entry.id}`}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
