import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** Whether the member has set a payment password (finance.banks answers it with the banks). */
export function getBanks(signal?: AbortSignal) {
  return call('finance.banks', undefined, { signal })
}

export const paymentPasswordStateQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.banks(),
    queryFn: ({ signal }) => getBanks(signal),
    select: (answer) => answer.paymentPasswordSet,
  })

/** True when a transfer to the downline needs the payment password. */
export const usePaymentPasswordStateQuery = () => useQuery(paymentPasswordStateQueryOptions())
