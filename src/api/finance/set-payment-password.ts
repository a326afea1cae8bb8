import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { financeKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Sets or changes the 6-digit payment password; the login password confirms it. */
export const setPaymentPassword = (body: CallInput<'finance.paymentPassword'>) =>
  write('finance.paymentPassword', body)

/** Sets the password; the bank list (which says whether one is set) refreshes. */
export function useSetPaymentPasswordMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => readAgain(queryClient, { queryKey: financeKeys.banks() }),
  })
}
