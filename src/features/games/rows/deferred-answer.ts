import { useDeferredValue } from 'react'
import type { QueryLike } from '@/ui/query-state'

/**
 * The query as a render of its own shows it: an answer's update is a blocking render (TanStack
 * Query's store), and a row of twelve game cards drawn in it was one task of 10–15 ms of CPU on
 * Home, four times that on a phone. With the answer deferred, that update leaves the row as it was
 * (still loading) and React draws the cards in a render that yields to the browser every few
 * milliseconds (npm run lighthouse:ab on Home, median TBT: default 578 -> 473 ms over 8 rounds,
 * nova 546 -> 290 ms over 6). A later answer shows the previous data until its own render is done.
 */
export function useDeferredAnswer<T>(query: QueryLike<T>): QueryLike<T> {
  const data = useDeferredValue(query.data)
  if (data === query.data) return query
  return data === undefined ? { ...query, isPending: true, data } : { ...query, data }
}
