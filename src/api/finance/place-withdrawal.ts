import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { walletKeys } from '@/api/wallet/keys'
import { financeKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Places a withdrawal: the money leaves the wallet at once and the order is processing. */
export const placeWithdrawal = (body: CallInput<'finance.withdraw'>) =>
  write('finance.withdraw', body)

/** Places the order; the order list and the header balance refresh. */
export function usePlaceWithdrawalMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeWithdrawal,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: financeKeys.withdrawals() }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
      ]),
  })
}
