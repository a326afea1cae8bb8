import type { QueryClient } from '@tanstack/react-query'
import { allVendorsQueryOptions } from '@/api/games/get-vendors'
import type { RouteEntry } from '@/config/tables'
import { storageKeys } from '@/lib/storage-keys'
import { readKey, session as sessionStorageOf } from '@/lib/storage'
import { getBrand } from '@/state/brand.store'
import { preferences } from '@/state/preferences.store'
import { session } from '@/state/session.store'

/** Where the screen is going: the route's entry and the location's query string. */
interface Target {
  entry: RouteEntry
  searchStr: string
}

/**
 * By screen key: asks for the answers the screen shows first, with the keys it reads them by.
 * A screen missing here asks for its answers once it has rendered.
 */
const firstAnswers: Record<string, (target: Target, queryClient: QueryClient) => Promise<unknown>> =
  {
    'games.lobby': (_, queryClient) =>
      queryClient.prefetchQuery(allVendorsQueryOptions(getBrand().merchantCode)),
    'games.list': async ({ entry, searchStr }, queryClient) => {
      const { listGameType, prefetchGameList } = await import('@/features/games/list/list-queries')
      const ctx = {
        gameType: listGameType(entry.params),
        merchant: getBrand().merchantCode,
        language: preferences.language,
      }
      // With a vendor chosen (in the URL or before) the list waits for the vendors anyway.
      const vendorChosen =
        new URLSearchParams(searchStr).has('vendor') ||
        readKey(sessionStorageOf(), storageKeys.vassalage) !== null
      return prefetchGameList(queryClient, ctx, session.username ?? '', vendorChosen)
    },
  }

/**
 * Asks for the first answers of the screen a route is loading (its loader: at boot, on navigation
 * and on a link's preload), so that they come beside the screen's code rather than after its
 * first render, a round trip later. Not waited for: on a fast network the screen need not wait for
 * them, and it shows its own loading and error states. Their calls' validators load with them.
 */
export function askForFirstAnswers(target: Target, queryClient: QueryClient): void {
  void firstAnswers[target.entry.screen]?.(target, queryClient).catch(() => undefined)
}
