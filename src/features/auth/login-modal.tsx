import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../api/client'
import { openModal } from '../../state/modals.store'
import { completeSignIn, type LoginValue } from '../../state/session-actions'
import { Dialog } from '../../ui/dialog'
import * as styles from './auth.css'
import { SmsLoginForm } from './components/sms-login-form'
import { UsernameLoginForm } from './components/username-login-form'

interface Menu {
  mobileCodeLogin: boolean
  countryDialingCode: boolean
}

/** The login modal: the username tab, and the mobile tab when the platform enables code login. */
export function LoginModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [tab, setTab] = useState<'username' | 'mobile'>('username')
  const menu = useQuery({
    queryKey: ['system', 'menu'],
    queryFn: ({ signal }) => call<Menu>('system.menu', { signal }),
    staleTime: 60_000,
  })
  const signedIn = async (login: LoginValue) => {
    await completeSignIn(login)
    // Spec §4: the weak default password, or an expired one the platform forces, is changed first.
    if (login.weakPassword || login.passwordExpired)
      return openModal('changePassword', { isForced: true })
    props.onClose()
    await navigate({ to: '/' }).catch(() => undefined)
  }
  const hasMobile = menu.data?.mobileCodeLogin === true
  return (
    <Dialog
      title={t({ id: 'header.signIn', message: 'Sign in' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-login"
    >
      {hasMobile ? (
        <div
          role="tablist"
          className={styles.tabs}
          aria-label={t({ id: 'auth.loginType', message: 'Login type' })}
        >
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'username'}
            className={styles.tab}
            onClick={() => setTab('username')}
            data-testid="tab-username"
          >
            {t({ id: 'register.username', message: 'Username' })}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'mobile'}
            className={styles.tab}
            onClick={() => setTab('mobile')}
            data-testid="tab-mobile"
          >
            {t({ id: 'register.mobileNum', message: 'Mobile number' })}
          </button>
        </div>
      ) : null}
      {hasMobile && tab === 'mobile' ? (
        <SmsLoginForm
          showCountryCode={menu.data?.countryDialingCode === true}
          onSignedIn={signedIn}
        />
      ) : (
        <UsernameLoginForm onSignedIn={signedIn} />
      )}
    </Dialog>
  )
}
