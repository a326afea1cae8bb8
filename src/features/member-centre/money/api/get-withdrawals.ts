import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys, ordersPageSize } from './finance.keys'

/** Where a withdrawal stands in the confirmation flow of spec §4. */
export type WithdrawalStatus =
  | 'processing'
  | 'disbursed'
  | 'received'
  | 'autoReceived'
  | 'notReceived'
  | 'partlyReceived'
  | 'rejected'

/** A withdrawal order with its confirmation state, in minor units. */
export interface Withdrawal {
  orderId: string
  bankName: string
  accountNo: string
  amount: number
  status: WithdrawalStatus
  time: string
  forcedReceipt: boolean
  confirmable: boolean
  disbursedTime?: string
  confirmDeadline?: string
  confirmedTime?: string
  receivedAmount?: number
  remainder?: number
  hasProof?: boolean
}

/** One page of orders, plus the merchant's limits and confirmation minutes. */
export interface Withdrawals {
  list: Withdrawal[]
  totalPages: number
  limits: { min: number; max: number; confirmMinutes: number }
}

/** Reads one page of the member's withdrawals. */
export const getWithdrawals = (pageNo: number, signal?: AbortSignal) =>
  call('finance.withdrawals', { pageNo, pageSize: ordersPageSize }, { signal })

export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: financeKeys.withdrawals(pageNo),
    queryFn: ({ signal }) => getWithdrawals(pageNo, signal),
    placeholderData: keepPreviousData,
  })

export const useWithdrawalsQuery = (pageNo: number) => useQuery(withdrawalsQueryOptions(pageNo))
