import { useLingui } from '@lingui/react/macro'
import { useCopyLabels } from '@/i18n/ui-labels'
import { CopyButton } from '@/ui/copy-button'
import * as styles from '../download.css'

/**
 * The site's other addresses (the routers answer's domainList): where a player goes when this one
 * cannot be reached, each with a button that copies it. Nothing when there are none.
 */
export function OtherAddresses(props: { name: string; addresses: readonly string[] }) {
  const { name, addresses } = props
  const { t } = useLingui()
  const copyLabels = useCopyLabels()
  if (addresses.length === 0) return null
  return (
    <section
      className={styles.card}
      aria-labelledby="download-addresses-title"
      data-testid="download-addresses"
    >
      <h2 id="download-addresses-title" className={styles.cardTitle}>
        {t({ id: 'download.addresses.title', message: 'Other addresses' })}
      </h2>
      <p className={styles.intro}>
        {t({
          id: 'download.addresses.intro',
          message: `${name} also opens at these addresses. Bookmark them: if this one cannot be reached, use another.`,
        })}
      </p>
      <ul className={styles.addresses}>
        {addresses.map((address) => (
          <li key={address} className={styles.address} data-testid="download-address">
            <a
              className={styles.addressLink}
              href={address}
              target="_blank"
              rel="noopener noreferrer"
            >
              {address}
            </a>
            <CopyButton
              text={address}
              labels={copyLabels(t({ id: 'download.addresses.copy', message: 'Copy address' }))}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
