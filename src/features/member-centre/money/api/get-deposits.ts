import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys, ordersPageSize } from './finance.keys'

/** A deposit order as the list shows it. */
export interface DepositRow {
  orderId: string
  channelName: string
  amount: number
  status: 'pending' | 'paid' | 'cancelled'
  time: string
  settledTime?: string
}

/** One page of the member's deposit orders, newest first. */
export const getDeposits = (pageNo: number, signal?: AbortSignal) =>
  call('finance.deposits', { pageNo, pageSize: ordersPageSize }, { signal })

export const depositsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: financeKeys.deposits(pageNo),
    queryFn: ({ signal }) => getDeposits(pageNo, signal),
    placeholderData: keepPreviousData,
  })

export const useDepositsQuery = (pageNo: number) => useQuery(depositsQueryOptions(pageNo))
