import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/account-queries'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** Claims a reward into the main wallet; answers the reward and the new balance. */
export function claimReward(id: string) {
  return call('inbox.claimReward', { id })
}

/** Claiming moves money: the header balance, the badges and the list follow. */
export function useClaimRewardMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: claimReward,
    onSettled: () =>
      Promise.all(
        [accountKeys.balance, accountKeys.inboxCounts, inboxKeys.rewards(account)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
