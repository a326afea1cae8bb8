import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { agentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** An offer to a direct downline agent; amounts in minor units, rates percent. */
export type OfferRequest = CallInput<'agent.offerContract'>

/** Offers a contract; it waits for the downline's answer. */
export function offerContract(body: OfferRequest) {
  return write('agent.offerContract', body)
}

/** Offers a contract and refreshes the contract lists. */
export function useOfferContractMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => readAgain(queryClient, { queryKey: agentKeys.contracts() }),
  })
}
