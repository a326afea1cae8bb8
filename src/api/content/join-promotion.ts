import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '../write'
import { walletKeys } from '../wallet/keys'
import { contentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Joins a promotion, or signs in for the day (a sign-in credits its bonus). */
export function joinPromotion(id: string) {
  return write('content.joinPromotion', { id })
}

/** Joins a promotion; the promotions' statuses and the wallet load again. */
export function useJoinPromotionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinPromotion,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: contentKeys.promotions() }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
      ]),
  })
}
