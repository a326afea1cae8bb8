import { queryOptions } from '@tanstack/react-query'
import type { FieldRule } from '@/lib/registration-rules'
import { call } from './client'
import type { CallOutput } from './types.gen'

/** The platform's menu switches (spec §6). */
export type MenuSwitches = CallOutput<'system.menu'>

/** The permission answer: whitelabel flags, registration, customer service, CDNs, location. */
export type Permission = CallOutput<'system.permission'>

/** System status (spec §4): 0 normal, 1 maintenance, 2 region blocked. */
export type SystemStatus = 0 | 1 | 2

/** The platform's validation config of one registration field (spec §3, §5). */
export type { FieldRule }

export type RegisterConfig = CallOutput<'system.registerConfig'>

export type Country = CallOutput<'system.countries'>[number]

/** Platform configuration shared by several screens; it changes rarely, so it stays fresh a minute. */
export const configQueries = {
  /** Read at boot; the site shows only the maintenance or region page while it is not 0. */
  status: queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => call('system.status', undefined, { signal }),
    select: (answer) => answer.status,
    staleTime: 60_000,
    retry: 0,
  }),
  menu: queryOptions({
    queryKey: ['system', 'menu'],
    queryFn: ({ signal }) => call('system.menu', undefined, { signal }),
    staleTime: 60_000,
  }),
  permission: queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => call('system.permission', { url: location.hostname }, { signal }),
    staleTime: 60_000,
  }),
  registerConfig: queryOptions({
    queryKey: ['system', 'registerConfig'],
    queryFn: ({ signal }) => call('system.registerConfig', undefined, { signal }),
    staleTime: 60_000,
  }),
  countries: queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => call('system.countries', undefined, { signal }),
    staleTime: 10 * 60_000,
  }),
}
