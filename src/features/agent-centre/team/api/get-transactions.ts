import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys, reportStaleTime, type ReportQuery } from './agent.keys'

/** A ledger row of a team member; amount signed, minor units. */
export interface TeamTransaction {
  id: string
  username: string
  kind: string
  amount: number
  balanceAfter: number
  time: string
}

/** A page of the team's ledger with the totals of the whole range. */
export interface TransactionsPage {
  totalPages: number
  totals: { count: number; credits: number; debits: number; net: number }
  list: TeamTransaction[]
}

/** The team's ledger rows over a range. */
export function getTransactions(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.transactions', { ...q }, { signal })
}

export const transactionsQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.transactions(q),
    queryFn: ({ signal }) => getTransactions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useTransactionsQuery = (q: ReportQuery) => useQuery(transactionsQueryOptions(q))
