import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { ProfileLabels } from './get-profile'
import { memberKeys } from './member.keys'

/** What a profile change sends; keys left out stay as they are. */
export interface ProfileChange {
  nickname?: string
  avatar?: number
  profile?: ProfileLabels
}

/** Changes the nickname, avatar or profile labels. */
export const updateProfile = (body: ProfileChange) => call('member.updateProfile', body)

/** Saves the change; the profile and the header's member info refresh. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  })
}
