import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { financeKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** A new pending deposit order and the cashier page where it is paid. */
export type DepositOrder = CallOutput<'finance.deposit'>

/** Creates a deposit order on a channel. */
export const createDeposit = (body: CallInput<'finance.deposit'>) => write('finance.deposit', body)

/** Creates the order; the order list shows it. */
export function useCreateDepositMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => readAgain(queryClient, { queryKey: financeKeys.deposits() }),
  })
}
