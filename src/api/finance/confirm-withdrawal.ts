import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { financeKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** What the member reports about a disbursed withdrawal. */
export type Confirmation = CallInput<'finance.confirmWithdrawal'>

/** Records the confirmation; answers the order after it. */
export const confirmWithdrawal = (body: Confirmation) => write('finance.confirmWithdrawal', body)

/** Confirms receipt; the order list refreshes. */
export function useConfirmWithdrawalMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () => readAgain(queryClient, { queryKey: financeKeys.withdrawals() }),
  })
}
