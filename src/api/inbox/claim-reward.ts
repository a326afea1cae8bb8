import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { walletKeys } from '@/api/wallet/keys'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Claims a reward into the main wallet; answers the reward and the new balance. */
export function claimReward(id: string) {
  return write('inbox.claimReward', { id })
}

/** Claiming moves money: the header balance, the badges and the list follow. */
export function useClaimRewardMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: claimReward,
    onSettled: () =>
      Promise.all(
        [walletKeys.all, inboxKeys.counts(), inboxKeys.rewards(account)].map((queryKey) =>
          readAgain(queryClient, { queryKey }),
        ),
      ),
  })
}
