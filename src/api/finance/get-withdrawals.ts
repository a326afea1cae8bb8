import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { financeKeys, ordersPageSize } from './keys'

/** One page of orders, plus the merchant's limits and confirmation minutes. */
export type Withdrawals = CallOutput<'finance.withdrawals'>

/** A withdrawal order with its confirmation state, in minor units. */
export type Withdrawal = Withdrawals['list'][number]

/** Where a withdrawal stands in the confirmation flow of spec §4. */
export type WithdrawalStatus = Withdrawal['status']

/** Reads one page of the member's withdrawals. */
export const getWithdrawals = (pageNo: number, signal?: AbortSignal) =>
  call('finance.withdrawals', { pageNo, pageSize: ordersPageSize }, { signal })

/** One page of withdrawals; the previous page shows while the next loads. */
export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: financeKeys.withdrawalPage(pageNo),
    queryFn: ({ signal }) => getWithdrawals(pageNo, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the member's withdrawals with the merchant's limits. */
export const useWithdrawalsQuery = (pageNo: number) => useQuery(withdrawalsQueryOptions(pageNo))
