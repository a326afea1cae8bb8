import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { responsibleKeys } from './keys'
import { writeAnswer } from '@/api/after-change'

/** Sets, lowers, raises or (amount null) removes one limit; answers the new state. */
export const setLimit = (body: CallInput<'responsible.setLimit'>) =>
  write('responsible.setLimit', body)

/** Sets a limit; the answer is the new state, written to the cache as it is. */
export function useSetLimitMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (status) => writeAnswer(queryClient, responsibleKeys.status(), status),
  })
}
