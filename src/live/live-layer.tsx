import { StrictMode, useId } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n as appI18n } from '@lingui/core'
import { LocaleProvider } from '@/i18n/locale-provider'
import { useLingui } from '@lingui/react/macro'
import { openModal } from '@/state/modals.store'
import { ToastRegion } from '@/ui/toast'
import * as styles from './live-layer.css'
import { responsibleReasons, sessionEndedTitle, sessionEndMessages } from './session-end-messages'
import { clearSessionEnd, useSessionEnd } from './session-end.store'

/** Why the session ended, wherever the member is, until read or signed in again. */
export function SessionEndedNotice() {
  const { t, i18n } = useLingui()
  const { reason } = useSessionEnd()
  const titleId = useId()
  if (!reason) return null
  return (
    <section
      className={styles.notice}
      role="alert"
      aria-labelledby={titleId}
      data-testid="session-ended"
      data-reason={reason}
    >
      <h2 id={titleId} className={styles.title}>
        {i18n._(sessionEndedTitle)}
      </h2>
      <p className={styles.text}>{i18n._(sessionEndMessages[reason])}</p>
      {responsibleReasons.has(reason) ? (
        // The layer sits outside the router (a root of its own): a plain link, a page load.
        <p className={styles.text}>
          <a href="/responsible-gaming" data-testid="session-ended-help">
            {t({
              id: 'live.sessionEnded.help',
              message: 'Responsible gaming and where to find help',
            })}
          </a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.signIn}
          onClick={() => {
            clearSessionEnd()
            openModal('login')
          }}
        >
          {t({ id: 'header.signIn', message: 'Sign in' })}
        </button>
        <button type="button" className={styles.close} onClick={clearSessionEnd}>
          {t({ id: 'dialog.close', message: 'Close' })}
        </button>
      </div>
    </section>
  )
}

/** The live layer: the session-ended notice and the toasts. */
export function LiveLayer() {
  const { t } = useLingui()
  return (
    <>
      <SessionEndedNotice />
      <ToastRegion
        label={t({ id: 'live.toasts', message: 'Notifications' })}
        dismissLabel={t({ id: 'live.toast.dismiss', message: 'Dismiss' })}
        testId="live-toasts"
        itemTestId="live-toast"
      />
    </>
  )
}

/**
 * Renders the live layer in a root of its own beside the app's: it loads with the live module, not
 * with the first screen, and stays when the system gate swaps the whole app for the maintenance page.
 * Lingui's i18n is the app's (src/i18n/i18n.ts activates it); it is imported from Lingui itself
 * because a lazy chunk that imports src/i18n/i18n.ts makes Rolldown split modules out of the
 * entry into files of their own (ui.css, storage keys: two more requests on every first visit).
 */
export function mountLiveLayer(): () => void {
  const host = document.createElement('div')
  host.dataset.liveLayer = ''
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <StrictMode>
      <LocaleProvider i18n={appI18n}>
        <LiveLayer />
      </LocaleProvider>
    </StrictMode>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
