import { lazy, type ComponentType } from 'react'
import { withScreenMessages } from '@/i18n/i18n'
import { closeModal, useModals } from '@/state/modals.store'

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

/**
 * The modal that state/modals asked for, other than a message (modal-host.tsx). In a chunk of its
 * own, loaded when a modal first opens: its list of the modals' chunks stays out of the first visit.
 */
export function OpenModal() {
  const { open, isForced, prefill, side, game, noticeIndex } = useModals()
  return open === 'login' ? (
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
}
