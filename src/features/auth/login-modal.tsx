import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { firstLogin } from '@/state/first-login.store'
import { openModal, type LoginPrefill, type LoginSide } from '@/state/modals.store'
import { completeSignIn, type LoginValue } from '@/state/session-actions'
import { Dialog } from '@/ui/dialog'
import { Tabs, type TabItem } from '@/ui/tabs'
import { useMenuQuery } from '@/api/system/get-menu'
import { useCapabilities } from '@/config/use-capabilities'
import * as styles from './auth.css'
import { FreePlayButton } from './components/free-play-button'
import { ModalBanner } from './components/modal-banner'
import { SmsLoginForm } from './components/sms-login-form'
import { UsernameLoginForm } from './components/username-login-form'
import { VerifyLoginStep } from './components/verify-login-step'
import type { Verification } from './lib/verification'

type LoginTab = 'username' | 'mobile'

/**
 * The login modal: its banner (group w_login, spec §2.2), the username tab, the mobile tab when the
 * platform enables code login, the new-IP verification step, the way to password recovery, and free
 * play when the platform offers it.
 */
export function LoginModal(props: {
  onClose: () => void
  prefill?: LoginPrefill | null
  side?: LoginSide | null
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { prefill } = props
  const [tab, setTab] = useState<LoginTab>(prefill?.loginType ?? 'username')
  const [verification, setVerification] = useState<Verification | null>(null)
  const menu = useMenuQuery()
  const { flags } = useCapabilities()
  const signedIn = async (login: LoginValue) => {
    await completeSignIn(login)
    // Spec §4: the weak default password, or an expired one the platform forces, is changed first.
    if (login.weakPassword || login.passwordExpired)
      return openModal('changePassword', { isForced: true })
    // Spec §4: the first login of an account triggers the first-login action.
    firstLogin.isPending = login.firstTimeLogin
    // Spec §4 sends no one home after a sign-in: the visitor stays on the page (the sign-in page
    // itself gives way to the page the guard sent them from).
    props.onClose()
  }
  // Spec §4: a free-play sign-in does go home.
  const signedInToPlay = async (login: LoginValue) => {
    await signedIn(login)
    await navigate({ to: '/' }).catch(() => undefined)
  }
  const hasMobile = flags.has('mobileCodeLogin')
  // Without code login there is one way in, and no tabs.
  const loginTabs: TabItem<LoginTab>[] = hasMobile
    ? [
        {
          value: 'username',
          label: t({ id: 'register.username', message: 'Username' }),
          testId: 'tab-username',
        },
        {
          value: 'mobile',
          label: t({ id: 'register.mobileNum', message: 'Mobile number' }),
          testId: 'tab-mobile',
        },
      ]
    : []
  const title = t({ id: 'header.signIn', message: 'Sign in' })
  const closeLabel = t({ id: 'dialog.close', message: 'Close' })
  if (verification)
    return (
      <Dialog title={title} closeLabel={closeLabel} onClose={props.onClose} testId="modal-login">
        <VerifyLoginStep
          verification={verification}
          onSignedIn={signedIn}
          onBack={() => setVerification(null)}
        />
      </Dialog>
    )
  return (
    <Dialog title={title} closeLabel={closeLabel} onClose={props.onClose} testId="modal-login">
      <ModalBanner group="w_login" />
      <Tabs
        label={t({ id: 'auth.loginType', message: 'Login type' })}
        look="underline"
        items={loginTabs}
        value={tab}
        onChange={setTab}
      >
        {hasMobile && tab === 'mobile' ? (
          <SmsLoginForm
            showCountryCode={flags.has('countryDialingCode')}
            phoneAuth={menu.data?.phoneAuth === true}
            onSignedIn={signedIn}
            onVerification={setVerification}
            initialMobile={prefill?.mobile}
            side={props.side ?? undefined}
          />
        ) : (
          <UsernameLoginForm
            onSignedIn={signedIn}
            onVerification={setVerification}
            initialUsername={prefill?.username}
            initialPassword={prefill?.password}
            side={props.side ?? undefined}
          />
        )}
      </Tabs>
      <div className={styles.extras}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openModal('forgotPassword')}
          data-testid="forgot-password"
        >
          {t({ id: 'auth.forgot.link', message: 'Forgot password?' })}
        </button>
        {flags.has('freePlay') ? <FreePlayButton onSignedIn={signedInToPlay} /> : null}
      </div>
    </Dialog>
  )
}
