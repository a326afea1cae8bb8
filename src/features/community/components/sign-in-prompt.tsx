import { useLingui } from '@lingui/react/macro'
import { openModal } from '@/state/modals.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'

/** What a visitor sees on a page that needs a session: why, and a sign-in button. */
export function SignInPrompt(props: { title: string; message: string }) {
  const { t } = useLingui()
  return (
    <StatusPanel
      headingLevel={1}
      testId="sign-in-prompt"
      title={props.title}
      message={props.message}
      action={
        <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
          {t({ id: 'community.signIn', message: 'Sign in' })}
        </button>
      }
    />
  )
}
