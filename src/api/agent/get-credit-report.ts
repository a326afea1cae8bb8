import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys, reportStaleTime, type ReportQuery } from './keys'

/** A page of the credit report with the totals of every direct downline. */
export type CreditReport = CallOutput<'agent.creditReport'>

/** Money between the agent and its direct downlines over a range, minor units. */
export type CreditFigures = CreditReport['totals']

/** A direct downline's line of the credit report. */
export type CreditRow = CreditReport['list'][number]

/** The credit report over a range. */
export function getCreditReport(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.creditReport', { ...q }, { signal })
}

/** A page of the credit report, fetched afresh each time it is opened. */
export const creditReportQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.creditReport(q),
    queryFn: ({ signal }) => getCreditReport(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** A page of the credit report. */
export const useCreditReportQuery = (q: ReportQuery) => useQuery(creditReportQueryOptions(q))
