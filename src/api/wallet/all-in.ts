import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import { walletKeys } from './keys'
import { readAgain, writeAnswer } from '@/api/after-change'

/** Brings every vendor wallet back to the main wallet. */
export const allIn = () => write('wallet.allIn')

/** All-in; the wallets it answers show at once and the header balance refreshes. */
export function useAllInMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: allIn,
    onSuccess: async (wallets) => {
      await writeAnswer(queryClient, walletKeys.vendors(), wallets)
      await readAgain(queryClient, { queryKey: walletKeys.all })
    },
  })
}
