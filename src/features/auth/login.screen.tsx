import { useLingui } from '@lingui/react/macro'
import { getBrand } from '../../state/brand.store'
import { openModal } from '../../state/modals.store'
import { StatusPanel } from '../../ui/status-panel'
import * as ui from '../../ui/ui.css'

/** /login: where the guard sends visitors; signing in happens in the login modal. */
export function LoginScreen() {
  const { t } = useLingui()
  const { displayName } = getBrand()
  return (
    <StatusPanel
      headingLevel={1}
      title={t({ id: 'auth.login.title', message: `Sign in to ${displayName}` })}
      message={t({ id: 'auth.login.message', message: 'Please sign in to continue.' })}
      action={
        <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
          {t({ id: 'header.signIn', message: 'Sign in' })}
        </button>
      }
    />
  )
}
