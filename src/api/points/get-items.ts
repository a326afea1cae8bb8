import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { pointsKeys } from './keys'

/** An item of the mall. */
export type MallItem = CallOutput<'points.items'>['list'][number]

/** Reads the items of the merchant's mall. */
export const getMallItems = (signal?: AbortSignal) => call('points.items', undefined, { signal })

/** The items of the mall. */
export const mallItemsQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.items(), queryFn: ({ signal }) => getMallItems(signal) })

/** The items of the mall. */
export const useMallItemsQuery = () => useQuery(mallItemsQueryOptions())
