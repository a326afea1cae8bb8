import { useMutation, useQueryClient } from '@tanstack/react-query'
import { agentKeys } from '@/api/agent/keys'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { walletKeys } from './keys'
import { readAgain } from '@/api/after-change'

/**
 * A transfer to the member's upline or to a direct downline, minor units. The caller's reference
 * keeps a repeated submit from paying twice.
 */
export type Transfer = CallInput<'wallet.transfer'>

/** Moves money from the signed-in member to their upline or a direct downline. */
export const transfer = (body: Transfer) => write('wallet.transfer', body)

/** The transfer to the upline; the header balance refreshes after it. */
export function useTransferToUplineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transfer,
    onSuccess: () => readAgain(queryClient, { queryKey: walletKeys.all }),
  })
}

/** An agent's transfer to a downline; the header balance, the team's balances and reports reload. */
export function useTransferToDownlineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transfer,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: walletKeys.all }),
        readAgain(queryClient, { queryKey: agentKeys.all }),
      ]),
  })
}
