import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { walletKeys } from './wallet.keys'

/** A page of the account record: a date range and an optional ledger kind. */
export interface AccountRecordsQuery {
  startDate: string
  endDate: string
  kind?: string
  pageNo: number
  pageSize: number
}

/** One ledger movement (minor units, signed: credits positive). */
export interface LedgerRow {
  id: string
  amount: number
  balanceAfter: number
  kind: string
  time: string
}

/** Fetches one page of the member's ledger. */
export function getAccountRecords(q: AccountRecordsQuery, signal?: AbortSignal) {
  const query = Object.fromEntries(Object.entries(q).filter(([, value]) => value !== ''))
  return call('wallet.records', query, { signal })
}

export const accountRecordsQueryOptions = (account: string | null, q: AccountRecordsQuery) =>
  queryOptions({
    queryKey: walletKeys.records(account, q),
    queryFn: ({ signal }) => getAccountRecords(q, signal),
    placeholderData: keepPreviousData,
  })

/** The account record page the filters ask for. */
export const useAccountRecordsQuery = (account: string | null, q: AccountRecordsQuery) =>
  useQuery(accountRecordsQueryOptions(account, q))
