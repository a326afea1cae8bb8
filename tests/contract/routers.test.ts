import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encode } from 'uqr'
import { call } from '../../src/test/any-call'
import { loadBrands } from '../../shared/brands'
import { atBrand } from '../lib/brand-hosts'
import { startPlatform, useTransport } from './platform'

let server: Awaited<ReturnType<typeof startPlatform>>
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())

const brands = loadBrands().brands.filter((brand) => brand.domains.length > 0)

describe('system.routers (spec §3)', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))(
    'answers %s’s own domains with their mirrors, and its app packages',
    async (_, brand) => {
      useTransport(server.base, brand.merchantCode)
      const routers = await call('system.routers')
      // The brand's own domains first, then other addresses of the same site.
      expect(routers.domainList.slice(0, brand.domains.length)).toEqual(brand.domains)
      expect(routers.domainList.length).toBeGreaterThan(brand.domains.length)
      const base = brand.domains[0]!.replace(/^www\./, '')
      for (const domain of routers.domainList) expect(domain.endsWith(base)).toBe(true)
      const links = Object.values(brand.appDownload)
      expect(routers.resources.map((r) => r.url).sort()).toEqual([...links].sort())
      for (const resource of routers.resources) {
        expect(resource.resourceType).toMatch(/^(ANDROID|IOS)$/)
        expect(resource.labelNameEn).toContain(brand.displayName)
        expect(resource.qrCodeUrl).toContain(brand.merchantCode)
      }
    },
  )

  it('keeps each merchant’s answer apart', async () => {
    const answers = []
    for (const brand of brands) {
      useTransport(server.base, brand.merchantCode)
      answers.push(await call('system.routers'))
    }
    const domains = answers.flatMap((a) => a.domainList)
    expect(new Set(domains).size).toBe(domains.length)
    const urls = answers.flatMap((a) => a.resources.map((r) => r.url))
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('serves each package’s QR code as an SVG of its link, and nothing for an unknown one', async () => {
    const brand = brands[0]!
    useTransport(server.base, brand.merchantCode)
    const { resources } = await call('system.routers')
    expect(resources.length).toBeGreaterThan(0)
    // Asked at the brand's own host, the only one that answers its codes.
    const site = atBrand(server.origin, brand.merchantCode)
    for (const resource of resources) {
      const response = await fetch(new URL(resource.qrCodeUrl, site))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await response.text()
      // As many modules across as the link's own QR code, with the border of two each side.
      const modules = encode(resource.url, { ecc: 'M', border: 0 }).size + 4
      expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${modules * 8} ${modules * 8}"`))
    }
    const other = await fetch(`${site}/media/app-qr/${brand.merchantCode}/PC.svg`)
    expect(other.status).toBe(404)
    const hostile = await fetch(`${site}/media/app-qr/x'--/IOS.svg`)
    expect(hostile.status).toBe(404)
  })
})
