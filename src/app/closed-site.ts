import type { QueryClient } from '@tanstack/react-query'
import { systemKeys } from '@/api/system/keys'

/**
 * Refusals this close to the last status read ask nothing more: a screen's calls refused together
 * (and their retries) are one burst, read about once.
 */
export const refusalBurstMs = 5_000

/**
 * When any call is refused because the site is closed (maintenance or a region block), the system
 * status is read again at once, so that the gate (system-gate.tsx) shows the status page without a
 * reload; at most one read per burst of refusals. `now` is injectable for tests.
 */
export function createClosedSiteWatch(client: QueryClient, now: () => number = Date.now) {
  let lastRead = Number.NEGATIVE_INFINITY
  return () => {
    const at = now()
    if (at - lastRead < refusalBurstMs) return
    lastRead = at
    // A read already on its way answers this refusal too.
    void client.refetchQueries({ queryKey: systemKeys.status() }, { cancelRefetch: false })
  }
}
