import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallInput } from './types.gen'

/** One page of a merchant's audit log for a search. */
export const auditQueryOptions = (merchantId: number, query: CallInput<'audit.search'>) =>
  queryOptions({
    queryKey: consoleKeys.audit(merchantId, query),
    queryFn: ({ signal }) => consoleCall('audit.search', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })
