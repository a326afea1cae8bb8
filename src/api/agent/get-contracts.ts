import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { agentKeys } from './keys'

/** The contract kinds of the agent centre (spec §2.9). */
export type ContractKind = CallInput<'agent.contracts'>['kind']

/**
 * A contract as the platform shows it to one of its parties (agent.contracts); role upline: the
 * caller offered it, downline: the caller received it.
 */
export type Contract = CallOutput<'agent.contracts'>['list'][number]

/** The contracts of one kind the agent offered or received, newest first. */
export function getContracts(kind: ContractKind, signal?: AbortSignal) {
  return call('agent.contracts', { kind }, { signal })
}

/** The given agent's contracts of one kind. */
export const contractsQueryOptions = (account: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: agentKeys.contractList(account, kind),
    queryFn: ({ signal }) => getContracts(kind, signal),
  })

/** The signed-in agent's contracts of one kind. */
export function useContractsQuery(kind: ContractKind) {
  const { account } = useSession()
  return useQuery(contractsQueryOptions(account, kind))
}
