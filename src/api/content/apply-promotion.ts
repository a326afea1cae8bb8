import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '../write'
import type { CallInput } from '../types.gen'
import { contentKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** An application: the promotion, a comment and up to 3 images as data URLs. */
export type PromotionApplication = CallInput<'content.applyPromotion'>

/** Applies for a promotion; the operator reviews it. */
export function applyPromotion(body: PromotionApplication) {
  return write('content.applyPromotion', body)
}

/**
 * Applies for a promotion; its status (applying) loads again before onApplied runs. onApplied is
 * the hook's, not mutate()'s: the reload replaces the form that sent the application, and
 * mutate()'s callbacks do not run for a component that has gone.
 */
export function useApplyPromotionMutation(onApplied: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyPromotion,
    onSuccess: async () => {
      await readAgain(queryClient, { queryKey: contentKeys.promotions() })
      onApplied()
    },
  })
}
