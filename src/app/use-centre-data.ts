import { useQuery } from '@tanstack/react-query'
import { inboxCountsQueryOptions } from '@/api/inbox/get-counts'
import { memberInfoQueryOptions } from '@/api/member/get-info'
import { resolveCentre } from '@/config/centre'
import type { CentreTable } from '@/config/tables'
import { useCapabilityState } from '@/config/use-capabilities'

/**
 * What a centre needs before it shows (spec §2.8, §2.9): the capabilities with the platform's
 * flags (a page such as referral depends on the permission answer, the agent centre's contract
 * entries on the consolidated answer), and for the member centre the badge counts and the member's
 * rank. The counts come from the same query as the header's badge, so one invalidation moves both.
 */
export function useCentreData(table: CentreTable, isMember: boolean, page: string) {
  // A failed platform answer leaves its pages out rather than the whole centre.
  const { caps, isPending: isLoading } = useCapabilityState({ contracts: !isMember })
  const centre = resolveCentre(table, caps, page)
  const isMemberOpen = isMember && caps.loggedIn && centre.isAllowed
  const counts = useQuery({ ...inboxCountsQueryOptions(), enabled: isMemberOpen })
  const info = useQuery({ ...memberInfoQueryOptions(), enabled: isMemberOpen })
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
