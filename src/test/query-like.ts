import { vi } from 'vitest'
import type { QueryLike, QueryStateLabels } from '@/ui/query-state'

/** The texts of a QueryState's states, with the reason of a failure in its own words. */
export const stateLabels: QueryStateLabels = {
  loading: 'Loading…',
  error: 'This could not be loaded',
  retry: 'Try again',
  empty: 'Nothing yet',
  emptyHint: 'It shows here',
  reason: (error) => `Because ${error.message}`,
}

/** A query in the state given: settled without data unless told otherwise, with a spy to retry. */
export const queryLike = <T>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
})
