import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import {
  playerProfileQueryOptions,
  usePlayerActionMutation,
  type PlayerAction,
} from '../../api/players'
import type { CallOutput } from '../../api/types.gen'
import { useCan, useMerchant } from '../../app/merchant-context'
import { ErrorNote, Loading } from '../../ui/status'
import * as styles from '../../ui/console.css'
import { useMerchantFormat } from '../finance/merchant-format'
import * as own from '../finance/operations.css'
import { ConfirmDialog } from '../finance/parts'
import { useAccountTypeName } from './names'
import { BetsPart, ContractsPart, LedgerPart, SignInsPart, TreePart } from './player-parts'
import { ResponsiblePart } from './responsible-part'

type Part = 'ledger' | 'bets' | 'signIns' | 'responsible' | 'tree' | 'contracts'

/**
 * A player's page: profile, the support actions, and the ledger, bets, sign-ins, responsible
 * gaming, tree and contracts.
 */
export function PlayerScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const { accountId } = useParams({ strict: false }) as { accountId: string }
  const profile = useQuery(playerProfileQueryOptions(merchant.id, accountId))
  const [part, setPart] = useState<Part>('ledger')
  const parts: { id: Part; label: string }[] = [
    { id: 'ledger', label: t({ id: 'console.player.ledger', message: 'Ledger' }) },
    { id: 'bets', label: t({ id: 'console.player.bets', message: 'Bets' }) },
    { id: 'signIns', label: t({ id: 'console.player.signIns', message: 'Sign-in history' }) },
    {
      id: 'responsible',
      label: t({ id: 'console.player.responsible', message: 'Responsible gaming' }),
    },
    { id: 'tree', label: t({ id: 'console.player.tree', message: 'Agent tree' }) },
    { id: 'contracts', label: t({ id: 'console.player.contracts', message: 'Contracts' }) },
  ]
  return (
    <>
      <p>
        <Link to="/m/$merchantId/players" params={{ merchantId: String(merchant.id) }}>
          {t({ id: 'console.player.back', message: '← Players' })}
        </Link>
      </p>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <ErrorNote error={profile.error} />
      ) : (
        <Profile profile={profile.data} />
      )}
      <section className={styles.card}>
        <div role="tablist" className={own.tabs}>
          {parts.map((each) => (
            <button
              key={each.id}
              type="button"
              role="tab"
              className={own.tab}
              aria-selected={part === each.id}
              onClick={() => setPart(each.id)}
            >
              {each.label}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {part === 'ledger' && <LedgerPart accountId={accountId} />}
          {part === 'bets' && <BetsPart accountId={accountId} />}
          {part === 'signIns' && <SignInsPart accountId={accountId} />}
          {part === 'responsible' && <ResponsiblePart accountId={accountId} />}
          {part === 'tree' && <TreePart accountId={accountId} />}
          {part === 'contracts' && <ContractsPart accountId={accountId} />}
        </div>
      </section>
    </>
  )
}

type ProfileData = CallOutput<'players.profile'>

/** The player's facts and the support actions, each asked again before it is done. */
function Profile({ profile }: { profile: ProfileData }) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const typeName = useAccountTypeName()
  const canAct = useCan('players.setLock')
  const action = usePlayerActionMutation(merchant.id, profile.accountId)
  // The question as it was asked: the player read again after the action (locked now) must not
  // turn the open dialog's words into the opposite action's.
  const [asking, setAsking] = useState<{
    action: PlayerAction
    title: string
    question: string
  } | null>(null)
  const username = profile.username

  const questions: Record<PlayerAction['id'], { title: string; question: string }> = {
    'players.setLock': profile.locked
      ? {
          title: t({ id: 'console.player.unlock', message: 'Unlock' }),
          question: t({
            id: 'console.player.unlockQuestion',
            message: `Unlock ${username}? The player may sign in again.`,
          }),
        }
      : {
          title: t({ id: 'console.player.lock', message: 'Lock' }),
          question: t({
            id: 'console.player.lockQuestion',
            message: `Lock ${username}? Every session of the player ends now.`,
          }),
        },
    'players.forcePasswordChange': {
      title: t({ id: 'console.player.forcePassword', message: 'Force a password change' }),
      question: t({
        id: 'console.player.forcePasswordQuestion',
        message: `Make ${username} choose a new password at the next sign-in?`,
      }),
    },
    'players.resetTwoFactor': {
      title: t({ id: 'console.player.resetTwoFactor', message: 'Reset two-factor' }),
      question: t({
        id: 'console.player.resetTwoFactorQuestion',
        message: `Remove the authenticator of ${username}? The player sets one up again.`,
      }),
    },
  }
  const ask = (action: PlayerAction) => setAsking({ action, ...questions[action.id] })
  const yes = t({ id: 'console.yes', message: 'Yes' })
  const no = t({ id: 'console.no', message: 'No' })

  return (
    <section className={styles.card} aria-labelledby="player-title">
      <h1 id="player-title">
        {profile.username}{' '}
        {profile.locked ? (
          <span className={own.warnBadge} data-testid="player-state">
            {t({ id: 'console.players.locked', message: 'Locked' })}
          </span>
        ) : (
          <span className={own.badge} data-testid="player-state">
            {t({ id: 'console.players.active', message: 'Active' })}
          </span>
        )}
      </h1>
      <dl className={own.facts}>
        <div>
          <dt>{t({ id: 'console.player.accountId', message: 'Account number' })}</dt>
          <dd>{profile.accountId}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.nickname', message: 'Nickname' })}</dt>
          <dd>{profile.nickname || '—'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.players.type', message: 'Type' })}</dt>
          <dd>{typeName(profile.type)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.upline', message: 'Upline' })}</dt>
          <dd>{profile.upline ?? '—'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.players.mobile', message: 'Mobile number' })}</dt>
          <dd>{profile.mobile ?? '—'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.players.email', message: 'Email' })}</dt>
          <dd>{profile.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.balance', message: 'Balance' })}</dt>
          <dd data-testid="player-balance">{format.money(profile.balance)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.deposited', message: 'Deposited in all' })}</dt>
          <dd>{format.money(profile.deposits)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.withdrawn', message: 'Withdrawn in all' })}</dt>
          <dd>{format.money(profile.withdrawals)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.players.joined', message: 'Joined' })}</dt>
          <dd>{format.when(profile.createdAt)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.lastSignIn', message: 'Last sign-in' })}</dt>
          <dd>{format.when(profile.lastSignIn)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.lockedUntil', message: 'Locked until' })}</dt>
          <dd>{format.when(profile.lockedUntil)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.mustChange', message: 'Must change password' })}</dt>
          <dd>{profile.passwordChangeForced ? yes : no}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.authenticator', message: 'Authenticator' })}</dt>
          <dd>{profile.hasAuthenticator ? yes : no}</dd>
        </div>
        <div>
          <dt>{t({ id: 'console.player.knownIps', message: 'Known addresses' })}</dt>
          <dd>{profile.knownIps.join(', ') || '—'}</dd>
        </div>
      </dl>
      {action.error && <ErrorNote error={action.error} />}
      {action.isSuccess && (
        <p role="status" className={styles.success}>
          {t({ id: 'console.player.done', message: 'Done.' })}
        </p>
      )}
      {canAct ? (
        <div className={styles.row}>
          <button
            type="button"
            className={profile.locked ? styles.quietButton : own.dangerButton}
            disabled={action.isPending}
            onClick={() => ask({ id: 'players.setLock', locked: !profile.locked })}
          >
            {questions['players.setLock'].title}
          </button>
          <button
            type="button"
            className={styles.quietButton}
            disabled={action.isPending || profile.passwordChangeForced}
            onClick={() => ask({ id: 'players.forcePasswordChange' })}
          >
            {questions['players.forcePasswordChange'].title}
          </button>
          <button
            type="button"
            className={styles.quietButton}
            disabled={action.isPending || !profile.hasAuthenticator}
            onClick={() => ask({ id: 'players.resetTwoFactor' })}
          >
            {questions['players.resetTwoFactor'].title}
          </button>
        </div>
      ) : (
        <p className={styles.muted} data-testid="player-read-only">
          {t({
            id: 'console.player.readOnly',
            message: 'Your role may read this player but not act on the account.',
          })}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        question={asking?.question ?? ''}
        confirm={asking?.title ?? ''}
        busy={action.isPending}
        onConfirm={() => {
          if (asking) action.mutate(asking.action, { onSettled: () => setAsking(null) })
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  )
}
