import type { QueryClient } from '@tanstack/react-query'

/**
 * Waits for the page to settle, then loads the live module and starts it, handing it the loader of
 * the screens' messages its toasts and notices speak. A chunk of its own only to hold the list of files the live module needs (live-state.ts). It
 * imports nothing of the entry (what it needs is passed in): a lazy chunk that imports
 * src/i18n/i18n.ts makes Rolldown split modules out of the entry into files of their own
 * (src/live/live-layer.tsx says more).
 */
export async function loadLive(
  queryClient: QueryClient,
  settled: () => Promise<unknown>,
  loadMessages: () => Promise<void>,
) {
  await settled()
  const live = await import('@/live/start')
  // The screens' messages load when the live layer first has something to say, not before.
  await live.startLive(queryClient, undefined, loadMessages)
}
