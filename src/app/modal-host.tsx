import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { closeModal, useModals } from '../state/modals.store'
import { MessageDialog } from '../ui/message-dialog'

const RegisterModal = lazy(() =>
  import('../features/auth/register-modal').then((m) => ({ default: m.RegisterModal })),
)
const ChangePasswordModal = lazy(() =>
  import('../features/auth/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
)
const ForgotPasswordModal = lazy(() =>
  import('../features/auth/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
)
const LoginModal = lazy(() =>
  import('../features/auth/login-modal').then((m) => ({ default: m.LoginModal })),
)
const NoticeModal = lazy(() =>
  import('../features/home/notices/notice-modal').then((m) => ({ default: m.NoticeModal })),
)
const RealAccountDialog = lazy(() =>
  import('../features/auth/real-account-dialog').then((m) => ({ default: m.RealAccountDialog })),
)

/** Renders the modal that state/modals asked for; features open modals without importing each other. */
export function ModalHost() {
  const { t } = useLingui()
  const { open, isForced, prefill, side, message, noticeIndex } = useModals()
  if (!open) return null
  if (open === 'message')
    return (
      <MessageDialog
        message={message ?? ''}
        okLabel={t({ id: 'dialog.ok', message: 'OK' })}
        onClose={closeModal}
      />
    )
  // The game popup is rendered by the game screens' own host once they exist.
  if (open === 'gamePopup') return null
  const modal =
    open === 'login' ? (
      <LoginModal onClose={closeModal} prefill={prefill} side={side} />
    ) : open === 'changePassword' ? (
      <ChangePasswordModal onClose={closeModal} isForced={isForced} />
    ) : open === 'realAccount' ? (
      <RealAccountDialog onClose={closeModal} />
    ) : open === 'notice' ? (
      <NoticeModal onClose={closeModal} index={noticeIndex} />
    ) : open === 'forgotPassword' ? (
      <ForgotPasswordModal onClose={closeModal} />
    ) : (
      <RegisterModal onClose={closeModal} />
    )
  return <Suspense fallback={null}>{modal}</Suspense>
}
