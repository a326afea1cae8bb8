import type { Brand } from '../../src/config/brand.types'
import type { Tx } from './domain'

/**
 * The mirrors a brand's site also answers on, by first label: for www.lucky.example these are
 * m.lucky.example and line2.lucky.example. An operator keeps several, so that players who cannot
 * reach one address (a blocked domain, a provider's outage) still find the site.
 */
export const mirrorLabels = ['m', 'line2'] as const

/** The app packages a brand offers, by the platform's resourceType, from brand.json appDownload. */
const appPlatforms = [
  { resourceType: 'ANDROID', link: 'android', label: 'Android' },
  { resourceType: 'IOS', link: 'ios', label: 'iOS' },
] as const

/** A routers resource as stored (spec §3: resourceType, url, qrCodeUrl; labelNameEn). */
export interface AppResourceSeed {
  resourceType: string
  url: string
  qrCodeUrl: string
  labelNameEn: string
}

/** Where the platform serves the QR code of a merchant's app package (handlers/system.ts). */
export const appQrPath = (merchant: string, resourceType: string) =>
  `/media/app-qr/${merchant}/${resourceType}.svg`

/** The domain list of a brand: its own domains first, then each one's mirrors. */
export function seedDomains(brand: Pick<Brand, 'domains'>): string[] {
  const bases = brand.domains.map((domain) => domain.replace(/^www\./, ''))
  const mirrors = bases.flatMap((base) => mirrorLabels.map((label) => `${label}.${base}`))
  return [...new Set([...brand.domains, ...mirrors])]
}

/** The app packages of a brand: one per platform its appDownload links, with the platform's QR. */
export function seedResources(
  brand: Pick<Brand, 'appDownload' | 'displayName' | 'merchantCode'>,
): AppResourceSeed[] {
  return appPlatforms.flatMap(({ resourceType, link, label }) => {
    const url = brand.appDownload[link]
    if (!url) return []
    return [
      {
        resourceType,
        url,
        qrCodeUrl: appQrPath(brand.merchantCode, resourceType),
        labelNameEn: `${brand.displayName} for ${label}`,
      },
    ]
  })
}

/** Stores a brand's routers answer: its domain list and its app packages. */
export async function seedRouters(tx: Tx, brand: Brand) {
  const merchant = brand.merchantCode
  for (const [sort, domain] of seedDomains(brand).entries())
    await tx.query('INSERT INTO merchant_domains (merchant, domain, sort) VALUES ($1, $2, $3)', [
      merchant,
      domain,
      sort,
    ])
  for (const [sort, r] of seedResources(brand).entries())
    await tx.query(
      `INSERT INTO app_resources (merchant, resource_type, url, qr_code_url, label_name_en, sort)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [merchant, r.resourceType, r.url, r.qrCodeUrl, r.labelNameEn, sort],
    )
}
