/**
 * Query keys of the system domain: the platform's configuration (status, permission, menu
 * switches, registration config, countries, consolidated switches, routers).
 */
export const systemKeys = {
  all: ['system'] as const,
  /** Whether the site is open, in maintenance or blocked for the region. */
  status: () => [...systemKeys.all, 'status'] as const,
  /** The permission answer of this host. */
  permission: () => [...systemKeys.all, 'permission'] as const,
  /** The menu switches. */
  menu: () => [...systemKeys.all, 'menu'] as const,
  /** The registration fields' configuration. */
  registerConfig: () => [...systemKeys.all, 'registerConfig'] as const,
  /** The countries with their dialling codes. */
  countries: () => [...systemKeys.all, 'countries'] as const,
  /** The agent centre's contract switches. */
  consolidated: () => [...systemKeys.all, 'consolidated'] as const,
  /** The domain list and downloadable resources. */
  routers: () => [...systemKeys.all, 'routers'] as const,
}
