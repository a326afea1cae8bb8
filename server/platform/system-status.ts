import { ApiError } from './router'
import type { MerchantSettings } from './settings'

/** What the portal's system gate reads (spec §4): 0 open, 1 maintenance, 2 region blocked. */
export type SystemStatus = 0 | 1 | 2

/** A merchant's status for one visitor at one instant, and when it next changes by itself. */
export interface SystemState {
  status: SystemStatus
  /** Milliseconds on the platform's clock until a planned window starts or ends; null: none. */
  nextChangeMs: number | null
}

/**
 * The status a visitor meets: a country the merchant blocks is refused first (2), then the stored
 * status (the console's "now", or the control API's), then a planned maintenance window read on the
 * platform's clock. Nothing runs when a window opens or closes: every answer works it out again,
 * and names the next change so that an open portal asks again then (src/app/system-gate.tsx).
 */
export function systemStateAt(
  stored: SystemStatus,
  settings: Pick<MerchantSettings, 'maintenanceWindow' | 'blockedCountries'>,
  now: Date,
  country: string | null,
): SystemState {
  if (country !== null && settings.blockedCountries.includes(country))
    return { status: 2, nextChangeMs: null }
  if (stored !== 0) return { status: stored, nextChangeMs: null }
  const window = settings.maintenanceWindow
  if (!window) return { status: 0, nextChangeMs: null }
  const at = now.getTime()
  const start = Date.parse(window.start)
  const end = Date.parse(window.end)
  if (!(start < end) || at >= end) return { status: 0, nextChangeMs: null }
  return at < start
    ? { status: 0, nextChangeMs: start - at }
    : { status: 1, nextChangeMs: end - at }
}

/**
 * Refuses a call while the merchant is closed to its caller, with a stable code in the value
 * (`maintenance`, 503; `regionBlocked`, 403): the portal shows its status page then. The system
 * domain's calls are not refused (server/platform/router.ts), nor the operator console, health or
 * metrics, which are no catalogue calls.
 */
export function refuseClosed(state: SystemState): void {
  if (state.status === 1)
    throw new ApiError('The system is under maintenance', 503, { code: 'maintenance' })
  if (state.status === 2)
    throw new ApiError('This site is not available in your region', 403, { code: 'regionBlocked' })
}
