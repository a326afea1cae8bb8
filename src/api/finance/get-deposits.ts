import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { financeKeys, ordersPageSize } from './keys'

/** A deposit order as the list shows it. */
export type DepositRow = CallOutput<'finance.deposits'>['list'][number]

/** One page of the member's deposit orders, newest first. */
export const getDeposits = (pageNo: number, signal?: AbortSignal) =>
  call('finance.deposits', { pageNo, pageSize: ordersPageSize }, { signal })

/** One page of deposit orders; the previous page shows while the next loads. */
export const depositsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: financeKeys.depositPage(pageNo),
    queryFn: ({ signal }) => getDeposits(pageNo, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the member's deposit orders. */
export const useDepositsQuery = (pageNo: number) => useQuery(depositsQueryOptions(pageNo))
