import { useState, useSyncExternalStore } from 'react'
import { installOffer } from '@/state/install-prompt'

/** Where the web app's installation stands on this page. */
export type InstallState = 'offered' | 'accepted' | 'dismissed' | 'ios' | 'none'

/** True on iPhone and iPad Safari, which installs through Share › Add to Home Screen only. */
export function isIosBrowser(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    // iPadOS asks for the desktop site and names itself a Mac with a touch screen.
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  )
}

/** Calls back when the browser makes an install offer or the app gets installed. */
function subscribe(onChange: () => void) {
  const onInstalled = () => {
    installOffer.event = null
    onChange()
  }
  // Boot's listener (state/install-prompt.ts) keeps the event first; this one runs after it.
  addEventListener('beforeinstallprompt', onChange)
  addEventListener('appinstalled', onInstalled)
  return () => {
    removeEventListener('beforeinstallprompt', onChange)
    removeEventListener('appinstalled', onInstalled)
  }
}

const currentOffer = () => installOffer.event

const isStandalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/**
 * The browser's install offer for the app-download page: `offered` while Chromium's
 * beforeinstallprompt is held; `install()` shows the browser's dialog, and the answer becomes
 * `accepted` or `dismissed`. On iOS (not yet installed) `ios`, which has no such offer.
 */
export function useInstallOffer() {
  const offer = useSyncExternalStore(subscribe, currentOffer, () => null)
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null)
  const install = async () => {
    if (!offer) return
    // The browser lets an offer prompt once.
    installOffer.event = null
    await offer.prompt()
    setOutcome((await offer.userChoice).outcome)
  }
  const state: InstallState = outcome
    ? outcome
    : offer
      ? 'offered'
      : isIosBrowser(navigator) && !isStandalone()
        ? 'ios'
        : 'none'
  return { state, install }
}
