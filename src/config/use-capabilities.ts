import { useEffect, useMemo, useState } from 'react'
import { call } from '../api/client'
import type { ConsolidatedSwitches } from '../api/queries'
import { useSession } from '../state/session.store'
import { getBrand } from '../state/brand.store'
import { buildCapabilities, contractFlags } from './capabilities'
import type { Capabilities } from './condition'

/** Account types that qualify as agent (spec §6), the only ones that read the contract switches. */
const agentTypes = [1, 2, 41, 42]

let asked: { token: string; answer: Promise<ConsolidatedSwitches> } | undefined

/** The consolidated answer, asked once per session token and shared by every caller. */
function consolidatedFor(token: string) {
  if (asked?.token !== token) {
    const answer = call<ConsolidatedSwitches>('system.consolidated')
    // A failed answer is forgotten, so the next caller asks again.
    answer.catch(() => {
      if (asked?.answer === answer) asked = undefined
    })
    asked = { token, answer }
  }
  return asked.answer
}

/**
 * The capabilities of this brand and session, recomputed when the session changes. For a signed-in
 * agent they carry the contract flags of the platform's consolidated answer (spec §2.9), asked
 * only then, so a visitor's first visit makes no extra call. A plain call rather than a query: the
 * query code in this eager module weighed about 1 KB more on the first visit.
 */
export function useCapabilities(): Capabilities {
  const { token, isAgent } = useSession()
  const isAgentAccount = Boolean(token) && agentTypes.includes(Number(isAgent))
  const [switches, setSwitches] = useState<ConsolidatedSwitches>()
  useEffect(() => {
    let isCurrent = true
    if (isAgentAccount && token)
      consolidatedFor(token).then(
        (answer) => isCurrent && setSwitches(answer),
        // Without the answer the contract entries stay hidden; the next mount asks again.
        () => undefined,
      )
    return () => {
      isCurrent = false
    }
  }, [isAgentAccount, token])
  const flags = isAgentAccount ? switches : undefined
  return useMemo(
    () =>
      buildCapabilities(
        getBrand(),
        { loggedIn: Boolean(token), accountType: isAgent },
        flags ? contractFlags(flags) : [],
      ),
    [token, isAgent, flags],
  )
}
