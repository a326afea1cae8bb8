import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { openModal } from '@/state/modals.store'
import { completeSignIn, type LoginValue } from '@/state/session-actions'
import { Dialog } from '@/ui/dialog'
import * as ui from '@/ui/ui.css'
import { configQueries } from '@/api/queries'
import * as styles from './auth.css'
import { ForgotEmailForm } from './components/forgot-email-form'
import { ForgotPhoneForm } from './components/forgot-phone-form'

/**
 * Forgotten password: by email always, by phone only when the whitelabel flag CHNGPASSVERIF3 is on
 * (spec §2.5). A reset by phone signs the member in and goes home (spec §4).
 */
export function ForgotPasswordModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [tab, setTab] = useState<'email' | 'phone'>('email')
  const whitelabel = useQuery({
    ...configQueries.permission,
    select: (permission) => permission.info.whitelabel,
  })
  const hasPhone = whitelabel.data?.CHNGPASSVERIF3 === true
  const signedIn = async (login: LoginValue) => {
    await completeSignIn(login)
    props.onClose()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  const tabButton = (id: 'email' | 'phone', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === id}
      className={styles.tab}
      onClick={() => setTab(id)}
      data-testid={`tab-forgot-${id}`}
    >
      {label}
    </button>
  )
  return (
    <Dialog
      title={t({ id: 'auth.forgot.title', message: 'Forgot password' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-forgotPassword"
    >
      {/* Busy until the flags are known: the phone way may still appear. */}
      <div aria-busy={whitelabel.isPending} data-testid="forgot-methods">
        {hasPhone ? (
          <div
            role="tablist"
            className={styles.tabs}
            aria-label={t({ id: 'auth.forgot.method', message: 'Recovery method' })}
          >
            {tabButton('email', t({ id: 'auth.forgot.byEmail', message: 'By email' }))}
            {tabButton('phone', t({ id: 'auth.forgot.byPhone', message: 'By phone' }))}
          </div>
        ) : null}
        {whitelabel.isError ? (
          <p className={ui.errorText} role="alert">
            {t({
              id: 'auth.forgot.phoneUnavailable',
              message: 'Recovery by phone could not be loaded.',
            })}{' '}
            <button type="button" className={ui.button} onClick={() => void whitelabel.refetch()}>
              {t({ id: 'system.retry', message: 'Try again' })}
            </button>
          </p>
        ) : null}
        {hasPhone && tab === 'phone' ? (
          <ForgotPhoneForm onSignedIn={signedIn} />
        ) : (
          <ForgotEmailForm />
        )}
      </div>
      <div className={styles.extras}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openModal('login')}
          data-testid="forgot-back"
        >
          {t({ id: 'auth.backToSignIn', message: 'Back to sign in' })}
        </button>
      </div>
    </Dialog>
  )
}
