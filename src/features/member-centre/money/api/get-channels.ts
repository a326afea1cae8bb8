import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { financeKeys } from './finance.keys'

/** A deposit channel with its limits and preset amounts, in minor units. */
export interface DepositChannel {
  id: string
  name: string
  type: 'bank' | 'ewallet' | 'qr'
  minAmount: number
  maxAmount: number
  presetAmounts: number[]
}

/** Reads the merchant's deposit channels. */
export const getChannels = (signal?: AbortSignal) => call('finance.channels', undefined, { signal })

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.channels(),
    queryFn: ({ signal }) => getChannels(signal),
    select: (answer) => answer.list,
    staleTime: 5 * 60_000,
  })

export const useChannelsQuery = () => useQuery(channelsQueryOptions())
