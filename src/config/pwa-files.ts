/**
 * The offline page's style, which the app also styles its start failure with
 * (src/app/start-failure.ts): a name of its own, so that the app's first code holds it and not the
 * whole list below.
 */
export const offlineStyleFile = 'offline.css'

/** The files brands:emit adds to a brand's folder for the installable app (scripts/lib/pwa.ts). */
export const pwaFiles = {
  manifest: 'manifest.webmanifest',
  icon: 'icon.svg',
  maskableIcon: 'icon-maskable.svg',
  iconPng192: 'icon-192.png',
  iconPng512: 'icon-512.png',
  maskableIconPng: 'icon-maskable-512.png',
  appleTouchIcon: 'apple-touch-icon.png',
  offlinePage: 'offline.html',
  offlineStyle: offlineStyleFile,
  offlineScript: 'offline.js',
} as const

/** The shell's template holding the offline page's content, for a start that fails. */
export const startFailureTemplateId = 'start-failure'
