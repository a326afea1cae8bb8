import { lazy, Suspense, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { withScreenMessages } from '@/i18n/i18n'
import { closeModal, useModals } from '@/state/modals.store'
import { MessageDialog } from '@/ui/message-dialog'

/** A modal outside the core: its chunk and the screens' messages load together. */
const modal = <P extends object>(importer: () => Promise<ComponentType<P>>) =>
  lazy(withScreenMessages(() => importer().then((component) => ({ default: component }))))

const RegisterModal = modal(() =>
  import('@/features/auth/register-modal').then((m) => m.RegisterModal),
)
const ChangePasswordModal = modal(() =>
  import('@/features/auth/change-password-modal').then((m) => m.ChangePasswordModal),
)
const ForgotPasswordModal = modal(() =>
  import('@/features/auth/forgot-password-modal').then((m) => m.ForgotPasswordModal),
)
const LoginModal = modal(() => import('@/features/auth/login-modal').then((m) => m.LoginModal))
const NoticeModal = modal(() =>
  import('@/features/home/notices/notice-modal').then((m) => m.NoticeModal),
)
const RealAccountDialog = modal(() =>
  import('@/features/auth/real-account-dialog').then((m) => m.RealAccountDialog),
)

const GamePopup = modal(() => import('@/features/games/game-popup').then((m) => m.GamePopup))
const ChatRoomModal = modal(() =>
  import('@/features/community/components/chat-room-modal').then((m) => m.ChatRoomModal),
)

/** Renders the modal that state/modals asked for; features open modals without importing each other. */
export function ModalHost() {
  const { t } = useLingui()
  const { open, isForced, prefill, side, message, game, noticeIndex } = useModals()
  if (!open) return null
  if (open === 'message')
    return (
      <MessageDialog
        message={message ?? ''}
        okLabel={t({ id: 'dialog.ok', message: 'OK' })}
        onClose={closeModal}
      />
    )
  const modal =
    open === 'login' ? (
      <LoginModal onClose={closeModal} prefill={prefill} side={side} />
    ) : open === 'changePassword' ? (
      <ChangePasswordModal onClose={closeModal} isForced={isForced} />
    ) : open === 'realAccount' ? (
      <RealAccountDialog onClose={closeModal} />
    ) : open === 'gamePopup' && game ? (
      <GamePopup target={game} onClose={closeModal} />
    ) : open === 'chatRoom' ? (
      <ChatRoomModal onClose={closeModal} />
    ) : open === 'notice' ? (
      <NoticeModal onClose={closeModal} index={noticeIndex} />
    ) : open === 'forgotPassword' ? (
      <ForgotPasswordModal onClose={closeModal} />
    ) : (
      <RegisterModal onClose={closeModal} />
    )
  return <Suspense fallback={null}>{modal}</Suspense>
}
