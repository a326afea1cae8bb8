import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { configQueries } from '../api/queries'
import { useSession } from '../state/session.store'
import { getBrand } from '../state/brand.store'
import { buildCapabilities, contractFlags } from './capabilities'
import type { Capabilities } from './condition'

/** Account types that qualify as agent (spec §6), the only ones that read the contract switches. */
const agentTypes = [1, 2, 41, 42]

/**
 * The capabilities of this brand and session, recomputed when the session changes. For a signed-in
 * agent they carry the contract flags of the platform's consolidated answer (spec §2.9), asked
 * only then, so a visitor's first visit makes no extra call.
 */
export function useCapabilities(): Capabilities {
  const { token, isAgent } = useSession()
  const isAgentAccount = Boolean(token) && agentTypes.includes(Number(isAgent))
  const consolidated = useQuery({ ...configQueries.consolidated, enabled: isAgentAccount })
  const switches = isAgentAccount ? consolidated.data : undefined
  return useMemo(
    () =>
      buildCapabilities(
        getBrand(),
        { loggedIn: Boolean(token), accountType: isAgent },
        switches ? contractFlags(switches) : [],
      ),
    [token, isAgent, switches],
  )
}
