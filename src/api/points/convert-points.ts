import { useMutation, useQueryClient } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'
import { walletKeys } from '@/api/wallet/keys'
import { pointsKeys } from './keys'
import { readAgain } from '@/api/after-change'

/** Converts points to wallet money after the payment-password check. */
export const convertPoints = (body: CallInput<'points.convert'>) => write('points.convert', body)

/** Converts; the points and the header balance refresh. */
export function useConvertPointsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: pointsKeys.all }),
        readAgain(queryClient, { queryKey: walletKeys.all }),
      ]),
  })
}
