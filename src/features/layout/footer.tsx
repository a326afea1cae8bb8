import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { brandAssetUrl } from '@/config/brand'
import { evaluate } from '@/config/condition'
import { menus } from '@/config/tables'
import { useCapabilities } from '@/config/use-capabilities'
import { loadPartMessages } from '@/i18n/i18n'
import { tableLabel } from '@/i18n/table-label'
import { messages } from '@/locales-compiled/footer'
import { getBrand } from '@/state/brand.store'
import * as styles from './layout.css'

// The messages only the footer shows come with its chunk (scripts/gen-catalogs.ts).
loadPartMessages(messages)

/** Spec §9: the vendor strip's continuous speed, one slide per 3000 ms. */
const slideMs = 3000

/**
 * The footer (spec §1, §9): the marketing copy, links, the continuously scrolling vendor strip
 * (it stops for reduced motion), licence notes and the statement of the merchant's minimum age
 * (18 by default, 21 where the merchant says so), shown once the platform has said which.
 */
export function Footer() {
  const { t, i18n } = useLingui()
  const brand = getBrand()
  const caps = useCapabilities()
  const minimumAge = useQuery(permissionQueryOptions()).data?.info.register.minimumAge
  const links = menus.footer.filter((entry) => evaluate(entry.when, caps))
  const vendors = brand.footer.vendorLogos
  const year = new Date().getFullYear()
  const name = brand.displayName
  // The marketing copy of spec §1.
  const features = [
    {
      title: t({ id: 'footer.feature.payments', message: 'Fast deposit and withdrawal' }),
      text: t({
        id: 'footer.feature.payments.text',
        message: 'Top up in moments and withdraw without waiting.',
      }),
    },
    {
      title: t({ id: 'footer.feature.security', message: '128-bit encryption' }),
      text: t({
        id: 'footer.feature.security.text',
        message: 'Your account and payments are protected end to end.',
      }),
    },
    {
      title: t({ id: 'footer.feature.games', message: 'About 10,000 slot games' }),
      text: t({
        id: 'footer.feature.games.text',
        message: 'Slots, live casino, sports, lottery, fishing and more.',
      }),
    },
    {
      title: t({ id: 'footer.feature.apps', message: 'Web, H5 and native app' }),
      text: t({
        id: 'footer.feature.apps.text',
        message: 'Play in the browser, on your phone or in our app.',
      }),
    },
    {
      title: t({ id: 'footer.feature.support', message: '24x7 support' }),
      text: t({
        id: 'footer.feature.support.text',
        message: 'Our service team is here for you around the clock.',
      }),
    },
  ]
  return (
    <footer className={styles.footer} data-region="footer">
      <div className={styles.footerInner}>
        <ul className={styles.features} data-testid="footer-features">
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <strong className={styles.featureTitle}>{feature.title}</strong>
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
        <nav aria-label={t({ id: 'footer.links', message: 'Site links' })}>
          <ul className={styles.footerLinks}>
            {links.map((entry) =>
              'route' in entry.target ? (
                <li key={entry.id}>
                  <Link to={entry.target.route}>{tableLabel(i18n, entry.label)}</Link>
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
            data-testid="vendor-strip"
          >
            <ul
              className={styles.vendorTrack}
              // Spec §9: the strip moves one slide every 3000 ms, whatever the number of vendors.
              style={{ animationDuration: `${vendors.length * slideMs}ms` }}
            >
              {/* The list is drawn twice so that the strip loops without a gap. */}
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
            <p className={styles.licenceIntro}>
              {t({
                id: 'footer.licences.intro',
                message: 'Licensed and regulated by the following authorities:',
              })}
            </p>
            <ul className={styles.licences} data-testid="footer-licences">
              {brand.footer.licences.map((licence) => (
                <li key={licence.authority}>
                  {licence.authority}
                  {licence.licenceNumber ? ` · ${licence.licenceNumber}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {minimumAge === undefined ? null : (
          <p className={styles.ageNote} data-testid="footer-age">
            {t({
              id: 'footer.age',
              message: `You must be ${minimumAge} or over to register and play. Please play responsibly.`,
            })}
          </p>
        )}
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
