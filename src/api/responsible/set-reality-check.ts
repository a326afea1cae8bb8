import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { responsibleKeys } from './keys'
import { writeAnswer } from '@/api/after-change'

/** Sets the minutes of play between reality checks (0: none). */
export const setRealityCheck = (body: CallInput<'responsible.setRealityCheck'>) =>
  write('responsible.setRealityCheck', body)

/** Sets the interval; the answer is the new state, written to the cache as it is. */
export function useSetRealityCheckMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (status) => writeAnswer(queryClient, responsibleKeys.status(), status),
  })
}
