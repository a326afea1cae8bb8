import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys, reportStaleTime, type ReportQuery } from './agent.keys'

/** Money between the agent and its direct downlines over a range, minor units. */
export interface CreditFigures {
  /** Transferred by the agent to the downline. */
  credited: number
  /** Transferred back by the downline to the agent. */
  returned: number
  /** credited - returned: what the agent has put out. */
  net: number
  transfers: number
  /** The downline's wallet balance now. */
  balance: number
}

/** A direct downline's line of the credit report. */
export interface CreditRow extends CreditFigures {
  id: string
  username: string
  type: number
  lastTransfer: string | null
}

/** A page of the credit report with the totals of every direct downline. */
export interface CreditReport {
  totalPages: number
  totals: CreditFigures
  list: CreditRow[]
}

/** The credit report over a range. */
export function getCreditReport(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.creditReport', { ...q }, { signal })
}

export const creditReportQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.creditReport(q),
    queryFn: ({ signal }) => getCreditReport(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useCreditReportQuery = (q: ReportQuery) => useQuery(creditReportQueryOptions(q))
