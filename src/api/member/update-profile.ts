import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput } from '@/api/types.gen'
import { memberKeys } from './keys'

/** What a profile change sends; keys left out stay as they are. */
export type ProfileChange = CallInput<'member.updateProfile'>

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
