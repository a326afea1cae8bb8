import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { accountQueries } from '@/api/account-queries'
import { configQueries } from '@/api/queries'
import { resolveCentre } from '@/config/centre'
import { platformFlags, withFlags } from '@/config/platform-flags'
import type { CentreTable } from '@/config/tables'
import { useCentreCapabilities } from '@/config/use-centre-capabilities'

/**
 * What a centre needs before it shows (spec §2.8, §2.9): the platform's flags (a page such as
 * referral depends on them, the agent centre's contract entries on the consolidated answer), and for the member centre the badge counts and the member's rank. The counts
 * come from the same query as the header's badge, so one invalidation moves both.
 */
export function useCentreData(table: CentreTable, isMember: boolean, page: string) {
  // The agent centre's contract entries follow the consolidated answer (spec §2.9).
  const { caps: baseCaps, isLoading: isCapsLoading } = useCentreCapabilities(
    isMember ? 'member' : 'agent',
  )
  const permission = useQuery({ ...configQueries.permission, enabled: baseCaps.loggedIn })
  const whitelabel = permission.data?.info.whitelabel
  const caps = useMemo(() => withFlags(baseCaps, platformFlags(whitelabel)), [baseCaps, whitelabel])
  const centre = resolveCentre(table, caps, page)
  const isMemberOpen = isMember && caps.loggedIn && centre.isAllowed
  const counts = useQuery({ ...accountQueries.inboxCounts, enabled: isMemberOpen })
  const info = useQuery({ ...accountQueries.memberInfo, enabled: isMemberOpen })
  // A failed permission call leaves the platform's pages out rather than the whole centre.
  const isLoading = isCapsLoading || (baseCaps.loggedIn && permission.isPending)
  const badgeOf = (badge: 'missionCount' | 'messageCount' | 'rewardCount' | undefined) =>
    badge ? counts.data?.[badge] : undefined
  return {
    caps,
    ...centre,
    isLoading,
    badgeOf,
    rank: info.data?.clubLabel?.labelName || null,
  }
}
