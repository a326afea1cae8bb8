import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { responsibleKeys } from './keys'
import { writeAnswer } from '@/api/after-change'

/** Drops the raise or removal waiting on a limit; the limit in force stays. */
export const cancelPending = (body: CallInput<'responsible.cancelPending'>) =>
  write('responsible.cancelPending', body)

/** Cancels a pending change; the answer is the new state, written to the cache as it is. */
export function useCancelPendingMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelPending,
    onSuccess: (status) => writeAnswer(queryClient, responsibleKeys.status(), status),
  })
}
