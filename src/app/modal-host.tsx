import { lazy, Suspense } from 'react'
import { closeModal, useModals } from '../state/modals.store'

const AuthModal = lazy(() =>
  import('../features/auth/auth-modal').then((m) => ({ default: m.AuthModal })),
)
const LoginModal = lazy(() =>
  import('../features/auth/login-modal').then((m) => ({ default: m.LoginModal })),
)

/** Renders the modal that state/modals asked for; features open modals without importing each other. */
export function ModalHost() {
  const { open } = useModals()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      {open === 'login' ? (
        <LoginModal onClose={closeModal} />
      ) : (
        <AuthModal name={open} onClose={closeModal} />
      )}
    </Suspense>
  )
}
