import type { QueryClient } from '@tanstack/react-query'
import { subscribe } from '@/lib/store'
import { loadScreenMessages } from '@/i18n/i18n'
import { pageSettled } from '@/lib/settled'
import { session } from '@/state/session.store'

/**
 * Live state (src/live, issue 40) for signed-in visits. This function is all a first visit
 * carries (0.1 KB gzip): once someone is signed in it imports live-loader.ts, a small chunk that
 * waits for the page to settle and then loads the live module with the screens' messages. The list
 * of files the live module needs is written in that chunk, not in the entry; a visitor loads none of
 * it. From then on the module follows the session by itself.
 */
export function startLiveState(queryClient: QueryClient) {
  let loading: Promise<void> | undefined
  const load = () => {
    if (session.token)
      loading ??= import('./live-loader')
        .then((loader) => loader.loadLive(queryClient, pageSettled, loadScreenMessages))
        .catch(() => {
          // A chunk gone after a deploy, a network drop: tried again in half a minute.
          loading = undefined
          setTimeout(load, 30_000)
        })
  }
  subscribe(session, load)
  load()
}
