import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { firstLogin } from '@/state/first-login.store'
import { useSession } from '@/state/session.store'
import * as ui from '@/ui/ui.css'
import * as styles from './auth.css'

/**
 * The first-login action (spec §4): a welcome that points a new member to the security centre to
 * set a nickname, bind a phone and email and set a payment password. It does not block the page.
 */
export function FirstLoginNotice() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const name = useSession().username ?? ''
  const dismiss = () => {
    firstLogin.isPending = false
  }
  const openProfile = async () => {
    dismiss()
    await navigate({ to: '.', search: { member: 'securityCenter' } }).catch(() => undefined)
  }
  return (
    <section
      className={styles.welcome}
      role="status"
      aria-labelledby="first-login-title"
      data-testid="first-login"
    >
      <h2 id="first-login-title" className={ui.panelTitle}>
        {t({ id: 'firstLogin.title', message: `Welcome, ${name}!` })}
      </h2>
      <p className={ui.panelText}>
        {t({
          id: 'firstLogin.text',
          message:
            'This is your first sign-in. Secure your account: set your nickname, bind your phone and email, and set a payment password.',
        })}
      </p>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={dismiss}>
          {t({ id: 'firstLogin.later', message: 'Later' })}
        </button>
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={() => void openProfile()}
          data-testid="first-login-profile"
        >
          {t({ id: 'firstLogin.profile', message: 'Go to security centre' })}
        </button>
      </div>
    </section>
  )
}
