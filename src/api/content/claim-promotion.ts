import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '../write'
import { walletKeys } from '../wallet/keys'
import { contentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Claims a promotion's bonus into the main wallet. */
export function claimPromotion(id: string) {
  return write('content.claimPromotion', { id })
}

/** Claims a bonus; the promotions' statuses and the wallet load again. */
export function useClaimPromotionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: claimPromotion,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: contentKeys.promotions() }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
      ]),
  })
}
