import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallInput } from './types.gen'

/** The merchant's business per day over a range of its own days. */
export const dashboardQueryOptions = (merchantId: number, range: CallInput<'dashboard.daily'>) =>
  queryOptions({
    queryKey: [...consoleKeys.merchant(merchantId), 'dashboard', range],
    queryFn: ({ signal }) => consoleCall('dashboard.daily', range, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })
