import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { walletKeys } from './keys'
import { readAgain, writeAnswer } from '@/api/after-change'

/** A move between the main wallet and a vendor wallet: in = main to vendor, out = back. */
export type VendorTransfer = CallInput<'wallet.vendorTransfer'>

/** Moves money between the main wallet and a vendor wallet; answers both wallets after it. */
export const transferVendor = (body: VendorTransfer) => write('wallet.vendorTransfer', body)

/** The transfer; the wallets it answers show at once and the header balance refreshes. */
export function useVendorTransferMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferVendor,
    onSuccess: async (wallets) => {
      await writeAnswer(queryClient, walletKeys.vendors(), wallets)
      await readAgain(queryClient, { queryKey: walletKeys.all })
    },
  })
}
