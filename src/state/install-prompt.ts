import { pageSettled } from '@/lib/settled'

/** The browser's offer to install the app (Chromium's beforeinstallprompt event). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/**
 * The install offer the browser made before the app-download page loaded, or null. That page
 * listens for later offers itself; this holder is all that a first visit carries (the budget).
 */
export const installOffer: { event: InstallPromptEvent | null } = { event: null }

/**
 * Makes the app installable: once the page has loaded and settled, registers the
 * brand's service worker (/sw.js, written by brands:emit) and keeps the browser's install offer
 * for the app-download page, which shows its own Install button instead of the browser's banner.
 * Production only.
 */
export function startInstallableApp() {
  if (!import.meta.env.PROD) return
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installOffer.event = event as InstallPromptEvent
  })
  // Called from main.tsx's top level: a module script runs before the load event, always. The
  // load event comes before the first screen is done (its code and answers load after it): the
  // worker's install fetches the shell again, some 130 KB, and writes it to the cache, work that
  // would share the cores and the network with the first screen's. It waits until the page has
  // settled (docs/performance.md).
  // No worker (private mode, blocked storage): the site works as before, only not offline.
  addEventListener(
    'load',
    () =>
      void pageSettled().then(() => navigator.serviceWorker?.register('/sw.js').catch(() => {})),
  )
}
