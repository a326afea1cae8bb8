import { useQuery } from '@tanstack/react-query'
import { inboxCountsQueryOptions } from '@/api/inbox/get-counts'
import { memberInfoQueryOptions } from '@/api/member/get-info'
import { resolveCentre } from '@/config/centre'
import type { CentreTable } from '@/config/tables'
import { useCapabilityState } from '@/config/use-capabilities'
import { useSession } from '@/state/session.store'

/**
 * What a centre needs before it shows (spec §2.8, §2.9): the capabilities with the platform's
 * flags (a page such as referral depends on the permission answer, the agent centre's contract
 * entries on the consolidated answer), and for the member centre the member's info (its labels
 * decide whether playerRank is a page, its club label is the rank the header shows) and the badge
 * counts. The counts come from the same query as the header's badge, so one invalidation moves both.
 */
export function useCentreData(table: CentreTable, isMember: boolean, page: string) {
  const { token } = useSession()
  const isMemberSignedIn = isMember && Boolean(token)
  const info = useQuery({ ...memberInfoQueryOptions(), enabled: isMemberSignedIn })
  // A failed platform answer leaves its pages out rather than the whole centre.
  const { caps, isPending } = useCapabilityState({ contracts: !isMember, member: info.data })
  const centre = resolveCentre(table, caps, page)
  const isMemberOpen = isMemberSignedIn && centre.isAllowed
  const counts = useQuery({ ...inboxCountsQueryOptions(), enabled: isMemberOpen })
  const badgeOf = (badge: 'missionCount' | 'messageCount' | 'rewardCount' | undefined) =>
    badge ? counts.data?.[badge] : undefined
  return {
    caps,
    ...centre,
    // A page the member's labels decide (playerRank) opens once they are known: until then the
    // centre shows its default page, and a failed or slow info answer holds nothing back.
    isLoading: isPending,
    badgeOf,
    rank: info.data?.clubLabel?.labelName || null,
  }
}
