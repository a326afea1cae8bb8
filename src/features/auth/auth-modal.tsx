import { useLingui } from '@lingui/react/macro'
import type { ModalName } from '../../state/modals.store'
import { Dialog } from '../../ui/dialog'
import { StatusPanel } from '../../ui/status-panel'

/** The sign-in and registration modals. Accounts are not open on this version of the site yet. */
export function AuthModal(props: { name: ModalName; onClose: () => void }) {
  const { t } = useLingui()
  const title =
    props.name === 'login'
      ? t({ id: 'header.signIn', message: 'Sign in' })
      : t({ id: 'header.register', message: 'Register' })
  return (
    <Dialog
      title={title}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId={`modal-${props.name}`}
    >
      <StatusPanel
        title={t({ id: 'auth.unavailable.title', message: 'Accounts are not open yet' })}
        message={t({
          id: 'auth.unavailable.message',
          message: 'Signing in and registering are not available yet. Please check back soon.',
        })}
      />
    </Dialog>
  )
}
