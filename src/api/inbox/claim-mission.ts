import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { walletKeys } from '@/api/wallet/keys'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Claims a completed mission's reward into the main wallet. */
export function claimMission(id: string) {
  return write('inbox.claimMission', { id })
}

/** Claiming moves money: the header balance, the badges and the missions follow. */
export function useClaimMissionMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: claimMission,
    onSettled: () =>
      Promise.all(
        [walletKeys.all, inboxKeys.counts(), inboxKeys.missions(account)].map((queryKey) =>
          readAgain(queryClient, { queryKey }),
        ),
      ),
  })
}
