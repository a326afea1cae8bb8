import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/account-queries'
import { call } from '@/api/client'
import { agentKeys } from './agent.keys'

/** A transfer from the agent's wallet to a direct downline, minor units. */
export interface DownlineTransfer {
  to: string
  amount: number
  /** The caller's idempotency reference: a double submit cannot pay twice. */
  reference: string
  paymentPassword?: string
}

/** Moves money from the signed-in agent to a direct downline. */
export function transferToDownline(body: DownlineTransfer) {
  return call('wallet.transfer', body)
}

/** Transfers; the header balance, the team's balances and the reports then reload. */
export function useTransferToDownlineMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.balance }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  })
}
