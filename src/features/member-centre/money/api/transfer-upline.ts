import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/api/client'
import { walletKeys } from './wallet.keys'

/** Sends money to the member's upline; the reference keeps a repeated submit from paying twice. */
export const transferToUpline = (body: { to: string; amount: number; reference: string }) =>
  call('wallet.transfer', body)

/** The transfer to the upline; the header balance refreshes after it. */
export function useTransferUplineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  })
}
