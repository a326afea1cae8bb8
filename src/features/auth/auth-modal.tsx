import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'
import { StatusPanel } from '../../ui/status-panel'

/** The registration modal. Registering through the site is not open on this version yet. */
export function AuthModal(props: { onClose: () => void }) {
  const { t } = useLingui()
  const title = t({ id: 'header.register', message: 'Register' })
  return (
    <Dialog
      title={title}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-register"
    >
      <StatusPanel
        title={t({
          id: 'auth.register.unavailable.title',
          message: 'Registration is not open yet',
        })}
        message={t({
          id: 'auth.register.unavailable.message',
          message: 'Registering on the site is not available yet. Please check back soon.',
        })}
      />
    </Dialog>
  )
}
