import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '../write'
import { balanceQueryOptions } from '../wallet/get-balance'
import { walletKeys } from '../wallet/keys'
import { checkInStatusQueryOptions } from './get-check-in-status'
import { readAgain, writeAnswer } from '@/api/after-change'

/** Checks in for today; the answer holds the task's new state and the wallet's new total. */
export function checkIn() {
  return write('community.checkIn')
}

/**
 * Checks in: the task and the balance take the answer's values at once, and the wallet's other
 * views load again.
 */
export function useCheckInMutation(token: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (answer) => {
      const balanceKey = balanceQueryOptions().queryKey
      void writeAnswer(queryClient, checkInStatusQueryOptions(token).queryKey, answer.status)
      void writeAnswer(queryClient, balanceKey, { sumBalance: answer.sumBalance })
      void readAgain(queryClient, {
        queryKey: walletKeys.all,
        predicate: (query) => query.queryKey[1] !== balanceKey[1],
      })
    },
  })
}
