import type { Context, Hono } from 'hono'
import { renderSVG } from 'uqr'
import { countriesFor } from '../../../src/lib/countries'
import type { Platform } from '../context'
import { htmlPage } from '../page-headers'
import type { DomainModule } from '../domain'
import type { Handlers } from '../router'
import { brandOfMerchant } from '../play/merchant-brand'
import { seedRouters } from '../seed-routers'
import type { MerchantSettings } from '../settings'
import { registerConfigOf } from '../responsible/birth-date'

/** pathList type of the customer-service link and of the VIP one (spec §6: rank level above 4). */
export const serviceTypes = { standard: 3, vip: 4 } as const

/**
 * The customer-service entries of the permission answer: each link absolute (a path on the page's
 * origin when it starts with /) and base64-encoded, as the specification's platform sends it.
 */
export function servicePathList(s: MerchantSettings, origin: string) {
  const entries: [number, string][] = [
    [serviceTypes.standard, s.customerServicePath],
    [serviceTypes.vip, s.vipCustomerServicePath],
  ]
  return entries
    .filter(([, path]) => path)
    .map(([type, path]) => ({
      type,
      path: Buffer.from(new URL(path, origin).href, 'utf8').toString('base64'),
    }))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The reference platform's demo customer-service window (an operator links its own chat). */
function serviceChat(c: Context) {
  const isVip = c.req.query('vip') === '1'
  const title = isVip ? 'VIP customer service' : 'Customer service'
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body><main><h1 data-testid="service-title">${escapeHtml(title)}</h1>
<p>This is the reference platform's demo chat. An agent will answer you shortly.</p></main></body></html>`
  // It opens in a window of its own (window.open), never in a frame: nothing may frame it.
  return htmlPage(c, html)
}

/** A phone showing the app, per platform, for the download page. */
function appPreview(c: Context) {
  const platform = (c.req.param('file') ?? '').replace(/\.svg$/, '')
  if (platform !== 'ios' && platform !== 'android') return c.text('Not found', 404)
  const label = platform === 'ios' ? 'iOS' : 'Android'
  const accent = platform === 'ios' ? '#0a84ff' : '#3ddc84'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320" viewBox="0 0 180 320" role="img" aria-label="${label} app">
<rect x="4" y="4" width="172" height="312" rx="24" fill="#1b1d23"/>
<rect x="14" y="30" width="152" height="260" rx="8" fill="#f4f5f7"/>
<rect x="26" y="46" width="128" height="54" rx="8" fill="${accent}"/>
<rect x="26" y="112" width="60" height="60" rx="8" fill="#dfe2e8"/><rect x="94" y="112" width="60" height="60" rx="8" fill="#dfe2e8"/>
<rect x="26" y="180" width="60" height="60" rx="8" fill="#dfe2e8"/><rect x="94" y="180" width="60" height="60" rx="8" fill="#dfe2e8"/>
<text x="90" y="80" font-family="Arial, sans-serif" font-size="18" fill="#ffffff" text-anchor="middle">${label}</text>
<rect x="70" y="300" width="40" height="6" rx="3" fill="#5b6170"/></svg>`
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  })
}

/** The routers answer of a merchant (spec §3): its domain list and its app packages, in order. */
async function routersOf(p: Platform, merchant: string) {
  const domains = await p.db.query<{ domain: string }>(
    'SELECT domain FROM merchant_domains WHERE merchant = $1 ORDER BY sort, domain',
    [merchant],
  )
  const resources = await p.db.query<{
    resource_type: string
    url: string
    qr_code_url: string
    label_name_en: string
  }>(
    `SELECT resource_type, url, qr_code_url, label_name_en FROM app_resources
     WHERE merchant = $1 ORDER BY sort, resource_type`,
    [merchant],
  )
  return {
    domainList: domains.map((row) => row.domain),
    resources: resources.map((row) => ({
      resourceType: row.resource_type,
      url: row.url,
      qrCodeUrl: row.qr_code_url,
      labelNameEn: row.label_name_en,
    })),
  }
}

/**
 * The QR code of a merchant's app package (the routers answer's qrCodeUrl), drawn here from the
 * package's link, so that it always matches the link the answer gives. The path names the
 * merchant; only the Host's merchant's codes are answered, as its routers answer is.
 */
function appQr(p: Platform, merchantOf: (c: Context) => string) {
  return async (c: Context) => {
    const merchant = c.req.param('merchant') ?? ''
    const type = (c.req.param('file') ?? '').replace(/\.svg$/, '')
    const notFound = () =>
      new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
    if (merchant !== merchantOf(c) || !/^[A-Z0-9_]{1,20}$/.test(type)) return notFound()
    const [row] = await p.db.query<{ url: string }>(
      'SELECT url FROM app_resources WHERE merchant = $1 AND resource_type = $2',
      [merchant, type],
    )
    if (!row) return notFound()
    return new Response(renderSVG(row.url, { ecc: 'M', border: 2, pixelSize: 8 }), {
      // An operator may point the package elsewhere: a cached code is kept an hour at most.
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
    })
  }
}

/** The demo customer-service page, the app previews and the app QR codes, outside the catalogue. */
function routes(app: Hono, p: Platform, merchantOf: (c: Context) => string) {
  app.get('/service/chat', serviceChat)
  // The same two phones for every brand: no merchant's data is drawn in them.
  app.get('/media/app/:file', appPreview)
  app.get('/media/app-qr/:merchant/:file', appQr(p, merchantOf))
}

/** System status and the server configuration, per merchant. */
function handlers(p: Platform): Handlers {
  /** The operator's maintenance message in the caller's language, else the brand's default; '' for none. */
  const maintenanceMessage = async (merchant: string, language: string) => {
    const texts = (await p.settings(merchant)).maintenanceMessage
    if (!Object.keys(texts).length) return ''
    const fallback = (await brandOfMerchant(p.db, merchant)).languages.default
    return texts[language.toUpperCase()] ?? texts[fallback] ?? ''
  }
  return {
    'system.status': async ({ merchant, country, language }) => {
      const { status, nextChangeMs } = await p.systemState(merchant, country)
      const message = status === 1 ? await maintenanceMessage(merchant, language) : ''
      return {
        status,
        ...(nextChangeMs === null ? {} : { nextChangeMs }),
        ...(message ? { message } : {}),
      }
    },
    'system.permission': async ({ merchant, ip, origin, country }) => {
      const s = await p.settings(merchant)
      const { status } = await p.systemState(merchant, country)
      return {
        info: {
          whitelabel: s.whitelabel,
          register: {
            direct: s.menu.directRegistration,
            affiliate: true,
            minimumAge: s.register.ageRequirement,
          },
          resources: [],
          customerService: { version: { pathList: servicePathList(s, origin) } },
          analytics: { gtagId: s.gtagId },
          imageCDNs: s.imageCDNs,
          launchGameCDNs: s.launchGameCDNs,
        },
        location: { ip },
        maintenance: status === 1,
        regionRestriction: status === 2,
      }
    },
    'system.menu': async ({ merchant }) => (await p.settings(merchant)).menu,
    'system.registerConfig': async ({ merchant }) => registerConfigOf(await p.settings(merchant)),
    // The merchant's own country first: the phone inputs preselect it (VN +84 for a ₫ brand).
    'system.countries': async ({ merchant }) =>
      countriesFor((await brandOfMerchant(p.db, merchant)).currency.code),
    'system.routers': async ({ merchant }) => routersOf(p, merchant),
    'system.consolidated': async ({ merchant }) => (await p.settings(merchant)).consolidated,
  }
}

/** The system domain; it seeds a brand's alternative domains and app packages. */
export const domain: DomainModule = { handlers, routes, seed: seedRouters }
