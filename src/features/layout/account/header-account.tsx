import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { inboxKeys } from '@/api/inbox/keys'
import { useMemberInfoQuery } from '@/api/member/get-info'
import { memberKeys } from '@/api/member/keys'
import { usePrefetchBalance } from '@/api/wallet/get-balance'
import { walletKeys } from '@/api/wallet/keys'
import { passLoginCheck } from '@/state/login-check'
import { endSession } from '@/state/session-actions'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import * as ui from '@/ui/ui.css'
import { AccountPlaceholder } from './account-placeholder'
import { Balance } from './balance'
import * as styles from './account.css'
import { UserMenu, type MenuAction } from './user-menu'

/** How long the bar waits for the member's nickname before it shows without it. */
const nicknameWaitMs = 800

/**
 * Whether the bar still waits for the member's details: until they are in (or have failed), or
 * nicknameWaitMs at most. It then shows with the nickname in place, rather than grow a line under
 * it and push the balance aside once shown.
 */
function useDetailsWait(isPending: boolean): boolean {
  const [isOver, setOver] = useState(false)
  // Details in before the time is up: the timer goes, and the bar does not render again for it.
  useEffect(() => {
    if (!isPending) return
    const timer = setTimeout(() => setOver(true), nicknameWaitMs)
    return () => clearTimeout(timer)
  }, [isPending])
  return isPending && !isOver
}

/**
 * The signed-in part of the top bar (spec §2.4), in its own chunk that loads only with a token:
 * deposit, balance, avatar with badge, nickname and the account drop-down. Centre pages open through
 * the search parameters; each passes the login check first (a trial account sees the real-account
 * warning).
 */
export function HeaderAccount() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isConfirmingSignOut, setConfirmingSignOut] = useState(false)
  // The member's figures belong to this session: whoever signs in next loads their own.
  useEffect(
    () => () => {
      for (const key of [walletKeys.balance(), memberKeys.info(), inboxKeys.counts()])
        queryClient.removeQueries({ queryKey: key })
    },
    [queryClient],
  )
  const openCentre = (param: 'member' | 'agent', page: string) => {
    if (!passLoginCheck()) return
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        member: param === 'member' ? page : undefined,
        agent: param === 'agent' ? page : undefined,
      }),
    }).catch(() => undefined)
  }
  const act = (action: MenuAction) => {
    if (action.kind === 'signOut') setConfirmingSignOut(true)
    else openCentre(action.kind, action.page)
  }
  const signOut = async () => {
    setConfirmingSignOut(false)
    await endSession()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  // The balance is asked for beside the details, not after them; only Balance watches it.
  usePrefetchBalance()
  const isWaiting = useDetailsWait(useMemberInfoQuery().isPending)
  if (isWaiting) return <AccountPlaceholder />
  return (
    <div className={styles.bar} data-testid="header-account">
      <button
        type="button"
        className={`${ui.buttonPrimary} ${styles.deposit}`}
        onClick={() => openCentre('member', 'depositv2')}
        data-testid="header-deposit"
      >
        {t({ id: 'header.deposit', message: 'Deposit' })}
      </button>
      <Balance />
      <UserMenu onAction={act} />
      {isConfirmingSignOut ? (
        <ConfirmDialog
          message={t({ id: 'header.signOut.confirm', message: 'Are you sure to sign out?' })}
          cancelLabel={t({ id: 'dialog.cancel', message: 'Cancel' })}
          confirmLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onCancel={() => setConfirmingSignOut(false)}
          onConfirm={() => void signOut()}
        />
      ) : null}
    </div>
  )
}
