import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { openModal } from '@/state/modals.store'
import { completeSignIn, type LoginValue } from '@/state/session-actions'
import { Dialog } from '@/ui/dialog'
import { Tabs, type TabItem } from '@/ui/tabs'
import * as ui from '@/ui/ui.css'
import { usePermissionQuery } from '@/api/system/get-permission'
import { useCapabilities } from '@/config/use-capabilities'
import * as styles from './auth.css'
import { ForgotEmailForm } from './components/forgot-email-form'
import { ForgotPhoneForm } from './components/forgot-phone-form'

type Method = 'email' | 'phone'

/**
 * Forgotten password: by email always, by phone only when the whitelabel flag CHNGPASSVERIF3 is on
 * (spec §2.5). A reset by phone signs the member in and goes home (spec §4).
 */
export function ForgotPasswordModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [tab, setTab] = useState<Method>('email')
  // The permission answer's state shows here; its whitelabel flags reach us as capabilities.
  const permission = usePermissionQuery()
  const hasPhone = useCapabilities().flags.has('CHNGPASSVERIF3')
  const signedIn = async (login: LoginValue) => {
    await completeSignIn(login)
    props.onClose()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  // Without the phone way there is one way, and no tabs.
  const methods: TabItem<Method>[] = hasPhone
    ? [
        {
          value: 'email',
          label: t({ id: 'auth.forgot.byEmail', message: 'By email' }),
          testId: 'tab-forgot-email',
        },
        {
          value: 'phone',
          label: t({ id: 'auth.forgot.byPhone', message: 'By phone' }),
          testId: 'tab-forgot-phone',
        },
      ]
    : []
  return (
    <Dialog
      title={t({ id: 'auth.forgot.title', message: 'Forgot password' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-forgotPassword"
    >
      {/* Busy until the flags are known: the phone way may still appear. */}
      <div aria-busy={permission.isPending} data-testid="forgot-methods">
        {permission.isError ? (
          <p className={ui.errorText} role="alert">
            {t({
              id: 'auth.forgot.phoneUnavailable',
              message: 'Recovery by phone could not be loaded.',
            })}{' '}
            <button type="button" className={ui.button} onClick={() => void permission.refetch()}>
              {t({ id: 'system.retry', message: 'Try again' })}
            </button>
          </p>
        ) : null}
        <Tabs
          label={t({ id: 'auth.forgot.method', message: 'Recovery method' })}
          look="underline"
          items={methods}
          value={tab}
          onChange={setTab}
        >
          {hasPhone && tab === 'phone' ? (
            <ForgotPhoneForm onSignedIn={signedIn} />
          ) : (
            <ForgotEmailForm />
          )}
        </Tabs>
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
