import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { financeKeys } from './keys'

/** A deposit channel with its limits and preset amounts, in minor units. */
export type DepositChannel = CallOutput<'finance.channels'>['list'][number]

/** Reads the merchant's deposit channels. */
export const getChannels = (signal?: AbortSignal) => call('finance.channels', undefined, { signal })

/** The deposit channels; they change rarely, so they stay fresh for five minutes. */
export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: financeKeys.channels(),
    queryFn: ({ signal }) => getChannels(signal),
    select: (answer) => answer.list,
    staleTime: 5 * 60_000,
  })

/** The merchant's deposit channels. */
export const useChannelsQuery = () => useQuery(channelsQueryOptions())
