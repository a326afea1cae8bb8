import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '../write'
import { financeKeys } from '../finance/keys'
import type { CallInput, CallOutput } from '../types.gen'
import { walletKeys } from '../wallet/keys'
import { contentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** One draw of a raffle promotion: the prize (amount 0 when none) and the draws left today. */
export type RaffleDraw = CallOutput<'content.rafflePromotion'>

/**
 * Draws in a raffle promotion. requestId names one press of Draw: sent again unchanged, the
 * platform answers the same draw instead of drawing twice.
 */
export function rafflePromotion(input: CallInput<'content.rafflePromotion'>) {
  return write('content.rafflePromotion', input)
}

/** Draws; the promotions, the wallet and the records that a prize changes load again. */
export function useRafflePromotionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rafflePromotion,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: contentKeys.promotions() }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
        readAgain(queryClient, { queryKey: financeKeys.all }),
      ]),
  })
}
