import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { contractKeys } from './contracts.keys'
import type { ContractKind } from './get-contracts'

/** An offer to a direct downline agent (agent.offerContract); amounts in minor units, rates percent. */
export interface OfferRequest {
  downline: string
  kind: ContractKind
  rate: number
  activeMembers: number
  validBet: number
  periodType?: 'D' | 'W' | 'M'
  profitRate?: number
  lossRate?: number
  singleBet?: number
}

/** Offers a contract; it waits for the downline's answer. */
export function offerContract(body: OfferRequest) {
  return call('agent.offerContract', body)
}

/** Offers a contract and refreshes the contract lists. */
export function useOfferContractMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  })
}
