import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { agentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** A member (3) or a sub-agent (2) account to open under the agent. */
export type NewDownline = CallInput<'agent.registerDownline'>

/** Opens an account under the signed-in agent. */
export function registerDownline(body: NewDownline) {
  return write('agent.registerDownline', body)
}

/** Registers a downline; the team list and the overview then count it. */
export function useRegisterDownlineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => readAgain(queryClient, { queryKey: agentKeys.all }),
  })
}
