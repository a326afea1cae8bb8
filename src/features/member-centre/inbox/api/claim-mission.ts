import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/account-queries'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** Claims a completed mission's reward into the main wallet. */
export function claimMission(id: string) {
  return call('inbox.claimMission', { id })
}

/** Claiming moves money: the header balance, the badges and the missions follow. */
export function useClaimMissionMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: claimMission,
    onSettled: () =>
      Promise.all(
        [accountKeys.balance, accountKeys.inboxCounts, inboxKeys.missions(account)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
