import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { contractKeys } from './contracts.keys'

/** The contract kinds of the agent centre (spec §2.9). */
export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary'

/** A contract as the platform shows it to one of its parties (agent.contracts). */
export interface Contract {
  id: string
  kind: ContractKind
  rate: number
  activeMembers: number
  validBet: number
  periodType: 'D' | 'W' | 'H' | 'M' | null
  profitRate: number | null
  lossRate: number | null
  singleBet: number | null
  status: 'pending' | 'active' | 'refused' | 'terminated'
  requestType: 'new' | 'termination'
  /** upline: the caller offered it; downline: the caller received it. */
  role: 'upline' | 'downline'
  counterparty: string
  awaitingMe: boolean
  createdAt: string
  updatedAt: string
}

/** The contracts of one kind the agent offered or received, newest first. */
export function getContracts(kind: ContractKind, signal?: AbortSignal) {
  return call('agent.contracts', { kind }, { signal })
}

export const contractsQueryOptions = (account: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.list(account, kind),
    queryFn: ({ signal }) => getContracts(kind, signal),
  })

/** The signed-in agent's contracts of one kind. */
export function useContractsQuery(kind: ContractKind) {
  const { account } = useSession()
  return useQuery(contractsQueryOptions(account, kind))
}
