import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { financeKeys } from './keys'
import { writeAnswer } from '@/api/after-change'

/** What binding a bank account sends. */
export type BindBankInput = CallInput<'finance.bindBank'>

/** Binds a bank account; answers the accounts after it. */
export const bindBank = (body: BindBankInput) => write('finance.bindBank', body)

/** Binds the account and shows the list it answers. */
export function useBindBankMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bindBank,
    onSuccess: (banks) => writeAnswer(queryClient, financeKeys.banks(), banks),
  })
}
