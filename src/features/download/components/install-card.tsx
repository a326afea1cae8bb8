import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import { useInstallOffer } from '../lib/use-install-offer'
import * as styles from '../download.css'

/**
 * The web app's install offer: an Install button where the browser offers installation (Chromium's
 * beforeinstallprompt), the Add to Home Screen steps on iOS, nothing elsewhere.
 */
export function InstallCard(props: { name: string }) {
  const { name } = props
  const { t } = useLingui()
  const { state, install } = useInstallOffer()
  if (state === 'none') return null
  const title = t({ id: 'download.install.title', message: 'Install the web app' })
  return (
    <section className={styles.card} data-testid="download-install" aria-labelledby="install-title">
      <h2 id="install-title" className={styles.cardTitle}>
        {title}
      </h2>
      {state === 'offered' ? (
        <>
          <p className={styles.intro}>
            {t({
              id: 'download.install.intro',
              message: `Add ${name} to your home screen or desktop: it opens in its own window, with nothing to download from an app store.`,
            })}
          </p>
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={() => void install()}
            data-testid="download-install-button"
          >
            {t({ id: 'download.install.button', message: 'Install' })}
          </button>
        </>
      ) : null}
      {state === 'accepted' ? (
        <p className={styles.intro} role="status" data-testid="download-install-accepted">
          {t({
            id: 'download.install.accepted',
            message: `${name} is installed. Open it from your home screen or app list.`,
          })}
        </p>
      ) : null}
      {state === 'dismissed' ? (
        <p className={styles.intro} role="status" data-testid="download-install-dismissed">
          {t({
            id: 'download.install.dismissed',
            message: "Not now? You can install the web app later from your browser's menu.",
          })}
        </p>
      ) : null}
      {state === 'ios' ? (
        <ol className={styles.steps} data-testid="download-install-ios">
          <li>{t({ id: 'download.install.ios1', message: 'Open this page in Safari.' })}</li>
          <li>
            {t({
              id: 'download.install.ios2',
              message: 'Tap the Share button (a square with an arrow pointing up).',
            })}
          </li>
          <li>
            {t({
              id: 'download.install.ios3',
              message: 'Choose Add to Home Screen, then tap Add.',
            })}
          </li>
        </ol>
      ) : null}
    </section>
  )
}
