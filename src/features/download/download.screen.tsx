import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { useRoutersQuery } from '@/api/system/get-routers'
import { useImageUrl } from '@/config/use-image-url'
import { InstallCard } from './components/install-card'
import { OtherAddresses } from './components/other-addresses'
import { PlatformCard } from './components/platform-card'
import { appLinks, otherAddresses } from './lib/app-links'
import * as styles from './download.css'

/**
 * /down and /download: the iOS and Android apps with QR codes and install guides, and the site's
 * other addresses, from the platform's routers answer (spec §3).
 */
export function DownloadScreen() {
  const { t } = useLingui()
  const brand = getBrand()
  const routers = useRoutersQuery()
  const imageUrl = useImageUrl()
  const name = brand.displayName
  const title = t({ id: 'nav.appDownload', message: 'App download' })
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'download.loading', message: 'Loading the download links…' }),
    error: t({ id: 'download.error', message: 'The download links could not be loaded.' }),
  })
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
      <QueryState query={routers} labels={labels} testId="download">
        {({ resources, domainList }) => {
          const links = appLinks(brand.appDownload, resources, imageUrl)
          return (
            <>
              <InstallCard name={name} />
              <div className={styles.platforms}>
                <PlatformCard platform="ios" name="iOS" link={links.ios} steps={iosSteps} />
                <PlatformCard
                  platform="android"
                  name="Android"
                  link={links.android}
                  steps={androidSteps}
                />
              </div>
              <OtherAddresses
                name={name}
                addresses={otherAddresses(domainList, location.hostname)}
              />
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
