import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useRoutersQuery } from './api/get-routers'
import { InstallCard } from './components/install-card'
import { PlatformCard } from './components/platform-card'
import { appLinks } from './lib/app-links'
import * as styles from './download.css'

/** /down and /download: the iOS and Android apps with QR codes and install guides. */
export function DownloadScreen() {
  const { t } = useLingui()
  const brand = getBrand()
  const routers = useRoutersQuery()
  const name = brand.displayName
  const title = t({ id: 'nav.appDownload', message: 'App download' })
  if (routers.isPending)
    return (
      <StatusPanel
        headingLevel={1}
        testId="download-loading"
        title={t({ id: 'download.loading', message: 'Loading the download links…' })}
      />
    )
  if (routers.isError)
    return (
      <StatusPanel
        headingLevel={1}
        tone="error"
        testId="download-error"
        title={t({ id: 'download.error', message: 'The download links could not be loaded.' })}
        message={t({ id: 'help.errorHint', message: 'Check your connection and try again.' })}
        action={
          <button type="button" className={ui.button} onClick={() => void routers.refetch()}>
            {t({ id: 'system.retry', message: 'Try again' })}
          </button>
        }
      />
    )
  const links = appLinks(brand.appDownload, routers.data.resources)
  const iosSteps = [
    t({
      id: 'download.ios.step1',
      message: 'Scan the QR code with the Camera app, or tap Download for iOS on your iPhone.',
    }),
    t({ id: 'download.ios.step2', message: 'Open the link in Safari and tap Install when asked.' }),
    t({
      id: 'download.ios.step3',
      message:
        'Go to Settings › General › VPN & Device Management and trust the developer profile.',
    }),
    t({
      id: 'download.ios.step4',
      message: `Open the ${name} app from the home screen and sign in.`,
    }),
  ]
  const androidSteps = [
    t({
      id: 'download.android.step1',
      message: 'Scan the QR code with your phone, or tap Download for Android on your phone.',
    }),
    t({
      id: 'download.android.step2',
      message: 'When your browser asks, allow installing apps from this source.',
    }),
    t({ id: 'download.android.step3', message: 'Open the downloaded file and tap Install.' }),
    t({ id: 'download.android.step4', message: `Open the ${name} app and sign in.` }),
  ]
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>
        {t({
          id: 'download.intro',
          message: `Play ${name} anywhere: install the app on your phone for faster access and notifications.`,
        })}
      </p>
      <InstallCard name={name} />
      <div className={styles.platforms}>
        <PlatformCard platform="ios" name="iOS" link={links.ios} steps={iosSteps} />
        <PlatformCard platform="android" name="Android" link={links.android} steps={androidSteps} />
      </div>
    </div>
  )
}
