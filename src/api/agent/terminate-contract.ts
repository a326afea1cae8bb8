import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { agentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Asks to end an active contract; the other party answers (agent.terminateContract). */
export function terminateContract(id: string) {
  return write('agent.terminateContract', { id })
}

/** Asks for a termination and refreshes the contract lists. */
export function useTerminateContractMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: terminateContract,
    onSuccess: () => readAgain(queryClient, { queryKey: agentKeys.contracts() }),
  })
}
