import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { brandAssetUrl } from '@/config/brand'
import { loadPartMessages } from '@/i18n/i18n'
import { messages } from '@/locales-compiled/system-status'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import * as ui from '@/ui/ui.css'
import * as styles from './system-status.css'

// The messages only this page shows come with its chunk (scripts/gen-catalogs.ts).
loadPartMessages(messages)

function Icon(props: { kind: 'maintenance' | 'region' }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      {props.kind === 'maintenance' ? (
        <path d="M22.7 19.3 13.6 10.2A6 6 0 0 0 6 2.3l3.9 3.9-2.8 2.8-3.9-3.9a6 6 0 0 0 7.9 7.6l9.1 9.1a1 1 0 0 0 1.4 0l1.1-1.1a1 1 0 0 0 0-1.4z" />
      ) : (
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4zM4 12a8 8 0 0 1 1.7-4.9l11.2 11.2A8 8 0 0 1 4 12z" />
      )}
    </svg>
  )
}

/**
 * What replaces the whole site while the platform's status is not 0 (spec §1, §4): the maintenance
 * page, or the region-blocked page with the visitor's IP; both can check the status again.
 */
export function SystemStatusPage(props: {
  status: 1 | 2
  ip: string | null
  /** The operator's maintenance message in the player's language; none: the portal's own text. */
  message?: string
  isChecking: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  const brand = getBrand()
  const { theme } = usePreferences()
  const isMaintenance = props.status === 1
  const ip = props.ip ?? '…'
  const title = isMaintenance
    ? t({ id: 'system.maintenance.title', message: 'Under maintenance' })
    : t({ id: 'system.region.title', message: 'Access restricted' })
  useEffect(() => {
    document.title = `${title} | ${brand.displayName}`
  }, [title, brand.displayName])
  return (
    <main className={styles.page} data-testid={isMaintenance ? 'maintenance-page' : 'region-page'}>
      <section className={styles.card} aria-labelledby="system-status-title">
        <img
          className={styles.logo}
          src={brandAssetUrl(brand, brand.theme[theme].logo)}
          alt={brand.displayName}
          width={160}
          height={40}
        />
        <div className={styles.icon}>
          <Icon kind={isMaintenance ? 'maintenance' : 'region'} />
        </div>
        <h1 id="system-status-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text} data-testid="system-message">
          {isMaintenance && props.message
            ? props.message
            : isMaintenance
              ? t({
                  id: 'system.maintenance.message',
                  message:
                    'The system is under maintenance. We will be back shortly; thank you for your patience.',
                })
              : t({
                  id: 'system.region.message',
                  message:
                    'Your IP or location is blocked. This site is not available in your region.',
                })}
        </p>
        {isMaintenance ? null : (
          <p className={styles.ip} data-testid="region-ip">
            {t({ id: 'system.region.ip', message: `Your IP: ${ip}` })}
          </p>
        )}
        <button
          type="button"
          className={ui.buttonPrimary}
          onClick={props.onRetry}
          disabled={props.isChecking}
          aria-busy={props.isChecking}
          data-testid="system-retry"
        >
          {props.isChecking
            ? t({ id: 'system.status.checking', message: 'Checking…' })
            : t({ id: 'system.status.retry', message: 'Check again' })}
        </button>
      </section>
    </main>
  )
}
