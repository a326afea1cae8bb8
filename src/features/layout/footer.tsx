import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { brandAssetUrl } from '../../config/brand'
import { evaluate } from '../../config/condition'
import { menus } from '../../config/tables'
import { useCapabilities } from '../../config/use-capabilities'
import { tableMessages } from '../../i18n/table-messages'
import { getBrand } from '../../state/brand.store'
import * as styles from './layout.css'

/** The footer: links, licence notes, the vendor strip and the age statement. */
export function Footer() {
  const { t, i18n } = useLingui()
  const brand = getBrand()
  const caps = useCapabilities()
  const links = menus.footer.filter((entry) => evaluate(entry.when, caps))
  const vendors = brand.footer.vendorLogos
  const year = new Date().getFullYear()
  const name = brand.displayName
  return (
    <footer className={styles.footer} data-region="footer">
      <div className={styles.footerInner}>
        <nav aria-label={t({ id: 'footer.links', message: 'Site links' })}>
          <ul className={styles.footerLinks}>
            {links.map((entry) =>
              'route' in entry.target ? (
                <li key={entry.id}>
                  <Link to={entry.target.route}>
                    {i18n._(tableMessages[entry.label] ?? { id: entry.label })}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
        {vendors.length ? (
          <div
            className={styles.vendorStrip}
            aria-label={t({ id: 'footer.vendors', message: 'Game providers' })}
            role="region"
          >
            <ul className={styles.vendorTrack}>
              {/* The list is drawn twice so that the strip scrolls without a gap. */}
              {[...vendors, ...vendors].map((vendor, index) => (
                <li key={index} className={styles.vendorItem} aria-hidden={index >= vendors.length}>
                  {vendor.logo ? (
                    <img src={brandAssetUrl(brand, vendor.logo)} alt={vendor.name} height={24} />
                  ) : (
                    vendor.name
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {brand.footer.licences.length ? (
          <section aria-label={t({ id: 'footer.licences', message: 'Licences' })}>
            <ul className={styles.licences}>
              {brand.footer.licences.map((licence) => (
                <li key={licence.authority}>
                  {licence.authority}
                  {licence.licenceNumber ? ` · ${licence.licenceNumber}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className={styles.ageNote}>
          {t({
            id: 'footer.age',
            message: 'You must be 18 or over to register and play. Please play responsibly.',
          })}
        </p>
        <p>
          {t({
            id: 'footer.copyright',
            message: `© ${year} ${name}. All rights reserved.`,
          })}
        </p>
      </div>
    </footer>
  )
}
