import { useLingui } from '@lingui/react/macro'
import { useImageUrl } from '@/config/use-image-url'
import { LazyImage } from '@/ui/lazy-image'
import * as ui from '@/ui/ui.css'
import { QrCode } from '@/ui/qr-code'
import type { AppLink, AppPlatform } from '../lib/app-links'
import * as styles from '../download.css'

/**
 * One platform: its QR code (the platform's image of it, else drawn here) and download button, or
 * a note that there is no app, and the steps.
 */
export function PlatformCard(props: {
  platform: AppPlatform
  name: string
  link: AppLink | null
  steps: string[]
}) {
  const { platform, name, link, steps } = props
  const { t } = useLingui()
  const imageUrl = useImageUrl()
  const qrLabel = t({ id: 'download.qrLabel', message: `QR code of the ${name} download link` })
  return (
    <section
      className={styles.card}
      data-testid={`download-${platform}`}
      aria-labelledby={`download-${platform}-title`}
    >
      <h2 id={`download-${platform}-title`} className={styles.cardTitle}>
        {t({ id: 'download.platformTitle', message: `${name} app` })}
      </h2>
      <div className={styles.media}>
        <LazyImage
          src={imageUrl(`/media/app/${platform}.svg`)}
          alt={t({ id: 'download.preview', message: `The app on ${name}` })}
          width={90}
          height={160}
          testId={`download-${platform}-preview`}
        />
        {link ? (
          <figure
            className={styles.qr}
            data-testid={`download-${platform}-qr`}
            data-value={link.url}
            data-source={link.qrImage ? 'platform' : 'drawn'}
          >
            {link.qrImage ? (
              <LazyImage
                src={link.qrImage}
                alt={qrLabel}
                width={168}
                height={168}
                testId={`download-${platform}-qr-image`}
              />
            ) : (
              <QrCode value={link.url} label={qrLabel} testId={`download-${platform}-qr-drawn`} />
            )}
            <figcaption>{t({ id: 'download.scan', message: 'Scan with your phone' })}</figcaption>
          </figure>
        ) : null}
      </div>
      {link ? (
        <div className={styles.action}>
          <a
            className={ui.buttonPrimary}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`download-${platform}-button`}
          >
            {t({ id: 'download.button', message: `Download for ${name}` })}
          </a>
          {link.label ? (
            // The platform names its packages in English only.
            <span
              className={styles.packageName}
              lang="en"
              data-testid={`download-${platform}-label`}
            >
              {link.label}
            </span>
          ) : null}
        </div>
      ) : (
        <p className={styles.missing} data-testid={`download-${platform}-missing`}>
          {t({
            id: 'download.missing',
            message: `The ${name} app is not available yet. Please use the website on your phone.`,
          })}
        </p>
      )}
      <h3 className={styles.cardTitle}>
        {t({ id: 'download.howTo', message: `How to install on ${name}` })}
      </h3>
      <ol className={styles.steps} data-testid={`download-${platform}-steps`}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  )
}
