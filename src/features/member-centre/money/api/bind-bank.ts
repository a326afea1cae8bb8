import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** What binding a bank account sends. */
export interface BindBankInput {
  bankName: string
  accountNo: string
  holderName: string
  paymentPassword: string
}

/** Binds a bank account; answers the accounts after it. */
export const bindBank = (body: BindBankInput) => call('finance.bindBank', body)

/** Binds the account and shows the list it answers. */
export function useBindBankMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bindBank,
    onSuccess: (banks) => queryClient.setQueryData(financeKeys.banks(), banks),
  })
}
