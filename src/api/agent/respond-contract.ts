import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { agentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/**
 * The answer to a pending offer or termination request; confirm accepts even though it ends a
 * higher-rate contract in force (spec §4).
 */
export type RespondRequest = CallInput<'agent.respondContract'>

/** Accepts or refuses; answers the contract and the one that acceptance ended, if any. */
export function respondContract(body: RespondRequest) {
  return write('agent.respondContract', body)
}

/** Answers a request and refreshes the contract lists. */
export function useRespondContractMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: respondContract,
    onSuccess: () => readAgain(queryClient, { queryKey: agentKeys.contracts() }),
  })
}
