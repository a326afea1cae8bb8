import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query'

/**
 * After a change on the server (a write of the person's, an event of the live stream): marks the
 * answers under `filters` stale and loads again those on screen, as `invalidateQueries` does, and
 * then asks again for each of them whose *first* load was still in flight. `invalidateQueries`
 * restarts a reload in flight, but lets a first load run on (TanStack/query#8530), and its answer
 * may have been read before the change: a console list whose new search was loading, showing the
 * previous search's rows, kept the row an operator had just approved unapproved until a reload.
 * The first load is waited for and asked again rather than cancelled, so that a route loader
 * awaiting it gets an answer, not a cancellation.
 *
 * Resolves once the answers on screen are the ones read after the change.
 */
export async function readAgain(queryClient: QueryClient, filters: InvalidateQueryFilters = {}) {
  const firstLoads = queryClient
    .getQueryCache()
    .findAll({ ...filters, fetchStatus: 'fetching' })
    .filter((query) => query.state.data === undefined)
    // While a load is in flight, fetch() answers its promise rather than starting another.
    .map((query) => ({ query, landed: query.fetch().catch(() => undefined) }))
  await queryClient.invalidateQueries(filters)
  await Promise.all(
    firstLoads.map(async ({ query, landed }) => {
      await landed
      await queryClient.invalidateQueries({
        queryKey: query.queryKey,
        exact: true,
        refetchType: filters.refetchType,
      })
    }),
  )
}
