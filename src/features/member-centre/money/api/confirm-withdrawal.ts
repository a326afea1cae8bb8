import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** What the member reports about a disbursed withdrawal. */
export interface Confirmation {
  orderId: string
  outcome: 'received' | 'notReceived' | 'partlyReceived'
  receivedAmount?: number
  /** data:image/png;base64,... or data:image/jpeg;base64,... */
  proof?: string
}

/** Records the confirmation; answers the order after it. */
export const confirmWithdrawal = (body: Confirmation) => call('finance.confirmWithdrawal', body)

/** Confirms receipt; the order list refreshes. */
export function useConfirmWithdrawalMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmWithdrawal,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...financeKeys.all, 'withdrawals'] }),
  })
}
