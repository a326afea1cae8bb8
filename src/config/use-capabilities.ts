import { useMemo } from 'react'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { consolidatedQueryOptions } from '@/api/system/get-consolidated'
import { menuQueryOptions } from '@/api/system/get-menu'
import { permissionQueryOptions } from '@/api/system/get-permission'
import { session, useSession } from '@/state/session.store'
import { getBrand } from '@/state/brand.store'
import { capabilitiesOf, type MemberLabels } from './capabilities'
import type { Capabilities } from './condition'

/** What a part of the app asks for beyond what every page asks for. */
export interface CapabilityOptions {
  /** The agent centre's contract flags: asks for the consolidated answer (it needs a session). */
  contracts?: boolean
  /** The member's labels (member.info), for the memberLabel flag; the caller loads them. */
  member?: MemberLabels
}

/** The capabilities, and whether an answer they were asked to wait for is still on its way. */
export interface CapabilityState {
  caps: Capabilities
  isPending: boolean
}

/**
 * The capabilities of this brand, session and the platform's answers (capabilitiesOf). It asks for
 * what the boot asks for (app/boot-prefetch.ts): the permission answer, and the menu switches while
 * signed out, since they govern signing in and up; the consolidated answer only when asked to. An
 * answer something else has loaded counts all the same. A failed answer leaves its flags off.
 */
export function useCapabilityState(options: CapabilityOptions = {}): CapabilityState {
  const { token, isAgent } = useSession()
  const loggedIn = Boolean(token)
  const isMenuWanted = !loggedIn
  const isContractWanted = options.contracts === true && loggedIn
  const permission = useQuery(permissionQueryOptions())
  const menu = useQuery({ ...menuQueryOptions(), enabled: isMenuWanted })
  const consolidated = useQuery({ ...consolidatedQueryOptions(), enabled: isContractWanted })
  const caps = useMemo(
    () =>
      capabilitiesOf({
        brand: getBrand(),
        session: { loggedIn, accountType: isAgent },
        permission: permission.data,
        menu: menu.data,
        consolidated: loggedIn ? consolidated.data : undefined,
        member: options.member,
      }),
    [loggedIn, isAgent, permission.data, menu.data, consolidated.data, options.member],
  )
  const isPending =
    permission.isPending ||
    (isMenuWanted && menu.isPending) ||
    (isContractWanted && consolidated.isPending)
  return { caps, isPending }
}

/** The capabilities of this brand, session and the platform's answers (see useCapabilityState). */
export function useCapabilities(): Capabilities {
  return useCapabilityState().caps
}

/**
 * The capabilities outside React (a route's guard), as useCapabilityState reads them for a page
 * without contracts: the permission answer and, signed out, the menu switches, waited for. Null
 * when one of them failed: the switches are unknown, and the caller decides (the /register route
 * opens its form, which tells the failure with a retry). The header's sign-up button and the
 * /register route read one flag.
 */
export async function loadCapabilities(client: QueryClient): Promise<Capabilities | null> {
  const { token, isAgent } = session
  const loggedIn = Boolean(token)
  const [permission, menu] = await Promise.all([
    client.ensureQueryData(permissionQueryOptions()).catch(() => undefined),
    loggedIn ? undefined : client.ensureQueryData(menuQueryOptions()).catch(() => undefined),
  ])
  if (!permission || (!loggedIn && !menu)) return null
  return capabilitiesOf({
    brand: getBrand(),
    session: { loggedIn, accountType: isAgent },
    permission,
    menu,
  })
}
