import { msg } from '@lingui/core/macro'

/**
 * The texts of each brand's offline page. No Lingui runs in the service worker, so
 * scripts/brands-emit.ts writes them, in every language of the brand, into a static page; the app
 * itself never shows them.
 */
export const offlineMessages = {
  title: msg({ id: 'offline.title', message: 'You are offline' }),
  message: msg({
    id: 'offline.message',
    message: '{name} needs an internet connection. Check your connection and try again.',
  }),
  retry: msg({ id: 'offline.retry', message: 'Try again' }),
}
