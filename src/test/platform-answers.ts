import type { CallOutput } from '@/api/types.gen'

/** The permission answer of a site with no CDN, links or flags beyond what `whitelabel` names. */
export const permissionAnswer = (
  whitelabel: Record<string, boolean> = {},
): CallOutput<'system.permission'> => ({
  info: {
    whitelabel,
    register: { direct: true, affiliate: true, minimumAge: 18 },
    resources: [],
    customerService: { version: { pathList: [] } },
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.7' },
  maintenance: false,
  regionRestriction: false,
})

/** The menu switches as a brand starts with them (server/platform/settings.ts), with `changes`. */
export const menuAnswer = (
  changes: Partial<CallOutput<'system.menu'>> = {},
): CallOutput<'system.menu'> => ({
  mobileRegistration: true,
  registrationSms: false,
  mobileRegistrationPassword: true,
  usernameRegistration: true,
  freePlay: true,
  forcedPasswordChange: true,
  mobileCodeLogin: true,
  directRegistration: true,
  countryDialingCode: true,
  phoneAuth: false,
  ...changes,
})
