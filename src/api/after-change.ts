import type {
  InferDataFromTag,
  InvalidateQueryFilters,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query'

// What the cache does after a change on the server (a write of the person's, an event of the live
// stream): the answers it touches are read again, or written from what the change answered. Every
// such update goes through here (a lint rule): both keep a load that was on its way before the
// change from landing over it.

/**
 * Marks the answers under `filters` stale and loads again those on screen, as `invalidateQueries`
 * does, and then asks again for each of them whose *first* load was still in flight.
 * `invalidateQueries` restarts a reload in flight, but lets a first load run on
 * (TanStack/query#8530), and its answer may have been read before the change: a console list
 * whose new search was loading, showing the previous search's rows, kept the row an operator had
 * just approved unapproved until a reload. The first load is waited for and asked again rather
 * than cancelled, so that a route loader awaiting it gets an answer, not a cancellation; the
 * second asking keeps the filters (a `predicate` that leaves out failed answers still does).
 *
 * Resolves once the answers on screen are the ones read after the change. A first load off screen
 * (a preload) is not waited for: it is marked stale once it lands, for its next use.
 */
export async function readAgain(queryClient: QueryClient, filters: InvalidateQueryFilters = {}) {
  const cache = queryClient.getQueryCache()
  const firstLoads = cache
    .findAll({ ...filters, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined)
    // While a load is in flight, fetch() answers its promise rather than starting another.
    .map((query) => ({ query, landed: query.fetch().catch(() => undefined) }))
  const askAgain = async ({ query, landed }: (typeof firstLoads)[number], onScreen: boolean) => {
    await landed
    // A query dropped meanwhile (the cache cleared at sign-out) is not another's to reload.
    if (cache.get(query.queryHash) !== query) return
    await queryClient.invalidateQueries({
      ...filters,
      queryKey: query.queryKey,
      exact: true,
      ...(onScreen ? {} : { refetchType: 'none' }),
    })
  }
  const onScreen = firstLoads.filter(({ query }) => query.isActive())
  for (const load of firstLoads) if (!onScreen.includes(load)) void askAgain(load, false)
  await queryClient.invalidateQueries(filters)
  await Promise.all(onScreen.map((load) => askAgain(load, true)))
}

/**
 * Writes an answer that a change brought (a write's reply, a live event's data) under
 * `queryKey`. A load of that answer already under way was asked before the change and would land
 * after the write, putting the older answer back: it is cancelled first, and the answer written
 * once it has stopped. Writes keep their order: each waits behind the cancellations before it.
 *
 * Resolves once the answer is in the cache (at once when no load was under way).
 */
export function writeAnswer<TKey extends QueryKey>(
  queryClient: QueryClient,
  queryKey: TKey,
  data: InferDataFromTag<unknown, TKey>,
): Promise<void> {
  const pending = writes.get(queryClient)
  if (!pending && !queryClient.isFetching({ queryKey, exact: true })) {
    queryClient.setQueryData(queryKey, data)
    return Promise.resolve()
  }
  const write = (pending ?? Promise.resolve())
    .then(() => queryClient.cancelQueries({ queryKey, exact: true }))
    .then(() => void queryClient.setQueryData(queryKey, data))
  writes.set(queryClient, write)
  void write.finally(() => {
    if (writes.get(queryClient) === write) writes.delete(queryClient)
  })
  return write
}

/** The writes of each cache still waiting for a cancelled load to stop, in order. */
const writes = new WeakMap<QueryClient, Promise<void>>()
