import type { DateRange } from '@/lib/date-range'
import type { ContractKind } from './get-contracts'
import type { PayoutQuery } from './get-payouts'

/** The filters of a paged team report: its dates, a username prefix and the page. */
export interface ReportQuery extends DateRange {
  username?: string
  pageNo: number
  pageSize: number
}

/** The filters of a page of the downline tree: a parent, or a username prefix, and the page. */
export interface DownlineQuery {
  parentId?: string
  username?: string
  pageNo: number
  pageSize: number
}

/**
 * Query keys of the agent domain (schemas/api/agent.json); everything is the signed-in agent's, and
 * the contract keys also carry the account.
 */
export const agentKeys = {
  all: ['agent'] as const,
  announcements: () => [...agentKeys.all, 'announcements'] as const,
  overview: (range: DateRange) => [...agentKeys.all, 'overview', range] as const,
  inviteLinks: () => [...agentKeys.all, 'inviteLinks'] as const,
  downlineAll: () => [...agentKeys.all, 'downline'] as const,
  downline: (q: DownlineQuery) => [...agentKeys.downlineAll(), q] as const,
  teamBets: (q: ReportQuery) => [...agentKeys.all, 'teamBets', q] as const,
  profitLoss: (q: ReportQuery) => [...agentKeys.all, 'profitLoss', q] as const,
  revenue: (range: DateRange) => [...agentKeys.all, 'revenue', range] as const,
  transactions: (q: ReportQuery) => [...agentKeys.all, 'transactions', q] as const,
  creditReport: (q: ReportQuery) => [...agentKeys.all, 'creditReport', q] as const,
  contracts: () => [...agentKeys.all, 'contracts'] as const,
  contractList: (account: string | null, kind: ContractKind) =>
    [...agentKeys.contracts(), 'list', account, kind] as const,
  payouts: (account: string | null, query: PayoutQuery) =>
    [...agentKeys.contracts(), 'payouts', account, query] as const,
  downlineAgents: (account: string | null) =>
    [...agentKeys.contracts(), 'downline-agents', account] as const,
}

/**
 * Team figures move whenever a member bets or money moves, so a report opened again fetches
 * afresh rather than showing the app's default 30 seconds of cached figures.
 */
export const reportStaleTime = 0
