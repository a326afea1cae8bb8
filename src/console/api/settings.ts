import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallInput } from './types.gen'
import { readAgain, writeAnswer } from '@/api/after-change'

/** A merchant's editable settings. */
export const settingsQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: consoleKeys.settings(merchantId),
    queryFn: ({ signal }) => consoleCall('settings.get', {}, { merchantId, signal }),
  })

/** Saves a merchant's settings; the merchant's audit log changes with them. */
export function useSaveSettingsMutation(merchantId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: CallInput<'settings.update'>) =>
      consoleCall('settings.update', settings, { merchantId }),
    onSuccess: async (saved) => {
      await writeAnswer(client, consoleKeys.settings(merchantId), saved)
      await readAgain(client, { queryKey: [...consoleKeys.merchant(merchantId), 'audit'] })
    },
  })
}
