import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { walletKeys } from './keys'

/** A page of the account record: a date range, an optional ledger kind ('' for all) and the page. */
export type AccountRecordsQuery = CallInput<'wallet.records'> & {
  startDate: string
  endDate: string
  pageNo: number
  pageSize: number
}

/** One ledger movement (minor units, signed: credits positive). */
export type LedgerRow = CallOutput<'wallet.records'>['list'][number]

/** Fetches one page of the member's ledger; an empty filter is left out. */
export function getAccountRecords(q: AccountRecordsQuery, signal?: AbortSignal) {
  const query = Object.fromEntries(Object.entries(q).filter(([, value]) => value !== ''))
  return call('wallet.records', query, { signal })
}

/** One page of the ledger of the given member. */
export const accountRecordsQueryOptions = (account: string | null, q: AccountRecordsQuery) =>
  queryOptions({
    queryKey: walletKeys.records(account, q),
    queryFn: ({ signal }) => getAccountRecords(q, signal),
    placeholderData: keepPreviousData,
  })

/** The account record page the filters ask for. */
export const useAccountRecordsQuery = (account: string | null, q: AccountRecordsQuery) =>
  useQuery(accountRecordsQueryOptions(account, q))
