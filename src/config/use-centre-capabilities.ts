import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { consolidatedQueryOptions } from '@/api/consolidated-query'
import type { Capabilities } from './condition'
import { contractFlags } from './contract-flags'
import { useCapabilities } from './use-capabilities'

/**
 * The capabilities a centre's menu is built from: for the agent centre, those of the session plus
 * the contract flags of the platform's consolidated answer (spec §2.9). `isLoading` holds while
 * that answer is on its way, so the panel shows once its entries are known; when it fails, the
 * contract entries stay hidden and the rest of the centre still works.
 */
export function useCentreCapabilities(centre: 'member' | 'agent'): {
  caps: Capabilities
  isLoading: boolean
} {
  const caps = useCapabilities()
  const isWanted = centre === 'agent' && caps.loggedIn
  const consolidated = useQuery({ ...consolidatedQueryOptions, enabled: isWanted })
  const data = consolidated.data
  const merged = useMemo(
    () => (data ? { ...caps, flags: new Set([...caps.flags, ...contractFlags(data)]) } : caps),
    [caps, data],
  )
  return { caps: merged, isLoading: isWanted && consolidated.isPending }
}
