import type { Platform } from '../context'
import type { DomainModule } from '../domain'
import type { Handler } from '../router'

const countries = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'SG', countryDialingCode: '+65' },
]

/** System status and the server configuration, per merchant. */
function handlers(p: Platform): Record<string, Handler> {
  return {
    'system.status': async ({ merchant }) => ({ status: await p.systemStatus(merchant) }),
    'system.permission': async ({ merchant, ip }) => {
      const s = await p.settings(merchant)
      const status = await p.systemStatus(merchant)
      return {
        info: {
          whitelabel: s.whitelabel,
          register: { direct: s.menu.directRegistration, affiliate: true },
          resources: [],
          customerService: { version: { pathList: [{ type: 3, path: s.customerServicePath }] } },
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
    'system.registerConfig': async ({ merchant }) => (await p.settings(merchant)).register,
    'system.countries': async () => countries,
    'system.routers': async () => ({ domainList: [], resources: [] }),
    'system.consolidated': async ({ merchant }) => (await p.settings(merchant)).consolidated,
  }
}

/** The system domain. */
export const domain: DomainModule = { handlers }
