import { useEffect } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { returnPath } from './lib/return-path'

/**
 * /login: where the guard sends visitors; signing in happens in the login modal. A visitor who is
 * signed in already (back to this page, or a link to it) goes on to the page it names, or Home.
 */
export function LoginScreen() {
  const { t } = useLingui()
  const { displayName } = getBrand()
  // Signed in once member info has named the account (a token alone may still be refused).
  const { token, username } = useSession()
  const isSignedIn = Boolean(token && username)
  const { redirect } = useSearch({ strict: false }) as { redirect?: unknown }
  const navigate = useNavigate()
  useEffect(() => {
    if (isSignedIn)
      void navigate({ href: returnPath(redirect), replace: true }).catch(() => undefined)
  }, [isSignedIn, redirect, navigate])
  if (isSignedIn) return null
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
