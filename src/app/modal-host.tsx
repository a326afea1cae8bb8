import { lazy, Suspense } from 'react'
import { closeModal, useModals } from '../state/modals.store'

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
const RealAccountDialog = lazy(() =>
  import('../features/auth/real-account-dialog').then((m) => ({ default: m.RealAccountDialog })),
)

const ChatRoomModal = lazy(() =>
  import('../features/community/components/chat-room-modal').then((m) => ({
    default: m.ChatRoomModal,
  })),
)

/** Renders the modal that state/modals asked for; features open modals without importing each other. */
export function ModalHost() {
  const { open, isForced, prefill, side } = useModals()
  if (!open) return null
  const modal =
    open === 'login' ? (
      <LoginModal onClose={closeModal} prefill={prefill} side={side} />
    ) : open === 'changePassword' ? (
      <ChangePasswordModal onClose={closeModal} isForced={isForced} />
    ) : open === 'realAccount' ? (
      <RealAccountDialog onClose={closeModal} />
    ) : open === 'chatRoom' ? (
      <ChatRoomModal onClose={closeModal} />
    ) : open === 'forgotPassword' ? (
      <ForgotPasswordModal onClose={closeModal} />
    ) : (
      <RegisterModal onClose={closeModal} />
    )
  return <Suspense fallback={null}>{modal}</Suspense>
}
