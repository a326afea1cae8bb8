import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { closeModal, useModals } from '@/state/modals.store'
import { MessageDialog } from '@/ui/message-dialog'

// The modals load with their first opening (a round trip more then); a message stays in the entry,
// since it may say that the network has gone.
const OpenModal = lazy(() => import('./open-modal').then((m) => ({ default: m.OpenModal })))

/** Renders the modal that state/modals asked for; features open modals without importing each other. */
export function ModalHost() {
  const { t } = useLingui()
  const { open, message } = useModals()
  if (!open) return null
  if (open === 'message')
    return (
      <MessageDialog
        message={message ?? ''}
        okLabel={t({ id: 'dialog.ok', message: 'OK' })}
        onClose={closeModal}
      />
    )
  return (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  )
}
