import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** A new pending deposit order and the cashier page where it is paid. */
export interface DepositOrder {
  orderId: string
  status: 'pending'
  amount: number
  payUrl: string
}

/** Creates a deposit order on a channel. */
export const createDeposit = (body: { channelId: string; amount: number }) =>
  call('finance.deposit', body)

/** Creates the order; the order list shows it. */
export function useCreateDepositMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...financeKeys.all, 'deposits'] }),
  })
}
