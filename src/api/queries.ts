import { queryOptions } from '@tanstack/react-query'
import type { FieldRule } from '@/lib/registration-rules'
import { call } from './client'

/** The platform's menu switches (spec §6). */
export interface MenuSwitches {
  mobileRegistration: boolean
  registrationSms: boolean
  mobileRegistrationPassword: boolean
  usernameRegistration: boolean
  freePlay: boolean
  forcedPasswordChange: boolean
  mobileCodeLogin: boolean
  directRegistration: boolean
  countryDialingCode: boolean
  /** Code login and registration codes go through the phone-auth provider (spec §7). */
  phoneAuth: boolean
}

/** The parts of the permission answer the screens read. */
export interface Permission {
  info: {
    whitelabel: Record<string, boolean>
    register: { direct: boolean; affiliate: boolean }
    /** Customer-service links by type (3 standard, 4 VIP), usually base64-encoded. */
    customerService: { version: { pathList: { type: number; path: string }[] } }
    analytics: { gtagId: string }
    imageCDNs: string[]
    /** Origins games are launched from, one picked at random per launch (spec §9). */
    launchGameCDNs: string[]
  }
  location: { ip: string }
  maintenance: boolean
  regionRestriction: boolean
}

/** System status (spec §4): 0 normal, 1 maintenance, 2 region blocked. */
export type SystemStatus = 0 | 1 | 2

/** The platform's validation config of one registration field (spec §3, §5). */
export type { FieldRule }

export interface RegisterConfig {
  ageRequirement: number
  fields: Record<string, FieldRule>
}

export interface Country {
  countryCode: string
  countryDialingCode: string
}

/** Platform configuration shared by several screens; it changes rarely, so it stays fresh a minute. */
export const configQueries = {
  /** Read at boot; the site shows only the maintenance or region page while it is not 0. */
  status: queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => call<{ status: SystemStatus }>('system.status', { signal }),
    select: (answer) => answer.status,
    staleTime: 60_000,
    retry: 0,
  }),
  menu: queryOptions({
    queryKey: ['system', 'menu'],
    queryFn: ({ signal }) => call<MenuSwitches>('system.menu', { signal }),
    staleTime: 60_000,
  }),
  permission: queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) =>
      call<Permission>('system.permission', { query: { url: location.hostname }, signal }),
    staleTime: 60_000,
  }),
  registerConfig: queryOptions({
    queryKey: ['system', 'registerConfig'],
    queryFn: ({ signal }) => call<RegisterConfig>('system.registerConfig', { signal }),
    staleTime: 60_000,
  }),
  countries: queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => call<Country[]>('system.countries', { signal }),
    staleTime: 10 * 60_000,
  }),
}
