import { useMemo } from 'react'
import { useSession } from '@/state/session.store'
import { getBrand } from '@/state/brand.store'
import { buildCapabilities } from './capabilities'
import type { Capabilities } from './condition'

/** The capabilities of this brand and session, recomputed when the session changes. */
export function useCapabilities(): Capabilities {
  const { token, isAgent } = useSession()
  return useMemo(
    () => buildCapabilities(getBrand(), { loggedIn: Boolean(token), accountType: isAgent }),
    [token, isAgent],
  )
}
