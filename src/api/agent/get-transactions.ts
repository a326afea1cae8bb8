import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys, reportStaleTime, type ReportQuery } from './keys'

/** A page of the team's ledger with the totals of the whole range. */
export type TransactionsPage = CallOutput<'agent.transactions'>

/** A ledger row of a team member; amount signed, minor units. */
export type TeamTransaction = TransactionsPage['list'][number]

/** The team's ledger rows over a range. */
export function getTransactions(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.transactions', { ...q }, { signal })
}

/** A page of the team's ledger, fetched afresh each time it is opened. */
export const transactionsQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.transactions(q),
    queryFn: ({ signal }) => getTransactions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** A page of the team's ledger. */
export const useTransactionsQuery = (q: ReportQuery) => useQuery(transactionsQueryOptions(q))
