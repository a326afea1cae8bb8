import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { agentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** A new invitation link for members (3) or sub-agents (2). */
export function createInviteLink(type: CallInput<'agent.createInviteLink'>['type']) {
  return write('agent.createInviteLink', { type })
}

/** Creates a link; the list of links then shows it. */
export function useCreateInviteLinkMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => readAgain(queryClient, { queryKey: agentKeys.inviteLinks() }),
  })
}
