import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { inboxKeys } from '@/api/inbox/keys'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { walletKeys } from '@/api/wallet/keys'
import { useSession } from '@/state/session.store'
import { memberKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** What a profile change sends; keys left out stay as they are. */
export type ProfileChange = CallInput<'member.updateProfile'>

/** What a profile change did about the Zalo reward: granted (with the amount credited) or not. */
export type ProfileChangeOutcome = CallOutput<'member.updateProfile'>

/** Changes the nickname, avatar or profile labels; adding a Zalo number may earn the Zalo reward. */
export const updateProfile = (body: ProfileChange) => write('member.updateProfile', body)

/**
 * Saves the change; the profile, the header's member info and the Zalo reward refresh, and when
 * the change earned the reward, the balance and the reward centre too.
 */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient()
  const { account } = useSession()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (outcome) =>
      Promise.all(
        [
          memberKeys.all,
          ...(outcome.zaloReward === 'granted'
            ? [walletKeys.all, inboxKeys.counts(), inboxKeys.rewards(account)]
            : []),
        ].map((queryKey) => readAgain(queryClient, { queryKey })),
      ),
  })
}
