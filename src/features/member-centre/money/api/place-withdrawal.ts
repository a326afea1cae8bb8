import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { walletKeys } from './wallet.keys'
import { financeKeys } from './finance.keys'

/** Places a withdrawal: the money leaves the wallet at once and the order is processing. */
export const placeWithdrawal = (body: {
  bankId: string
  amount: number
  paymentPassword: string
}) => call('finance.withdraw', body)

/** Places the order; the order list and the header balance refresh. */
export function usePlaceWithdrawalMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...financeKeys.all, 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  })
}
