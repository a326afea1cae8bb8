import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { walletKeys } from '@/api/wallet/keys'
import { pointsKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Redeems an item after the payment-password check; answers the order. */
export const redeemItem = (body: CallInput<'points.redeem'>) => write('points.redeem', body)

/** Redeems; the points, the mall and the header balance (an item may cost money too) refresh. */
export function useRedeemItemMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemItem,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: pointsKeys.all }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
      ]),
  })
}
