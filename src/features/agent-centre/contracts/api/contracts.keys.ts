import type { ContractKind } from './get-contracts'
import type { PayoutQuery } from './get-payouts'

/** Query keys of the contract calls; everything carries the signed-in account. */
export const contractKeys = {
  all: ['agent', 'contracts'] as const,
  list: (account: string | null, kind: ContractKind) =>
    [...contractKeys.all, 'list', account, kind] as const,
  payouts: (account: string | null, query: PayoutQuery) =>
    [...contractKeys.all, 'payouts', account, query] as const,
  downlineAgents: (account: string | null) =>
    [...contractKeys.all, 'downline-agents', account] as const,
}
