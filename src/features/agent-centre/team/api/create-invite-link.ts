import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys } from './agent.keys'
import type { InviteLink } from './get-invite-links'

/** A new invitation link for members (3) or sub-agents (2). */
export function createInviteLink(type: 2 | 3) {
  return call<InviteLink>('agent.createInviteLink', { body: { type } })
}

/** Creates a link; the list of links then shows it. */
export function useCreateInviteLinkMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.inviteLinks() }),
  })
}
