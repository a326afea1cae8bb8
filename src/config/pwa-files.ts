/**
 * The files brands:emit adds to a brand's folder for the installable app (scripts/lib/pwa.ts); the
 * app styles its start failure with the offline page's style (src/app/start-failure.ts).
 */
export const pwaFiles = {
  manifest: 'manifest.webmanifest',
  icon: 'icon.svg',
  maskableIcon: 'icon-maskable.svg',
  iconPng192: 'icon-192.png',
  iconPng512: 'icon-512.png',
  maskableIconPng: 'icon-maskable-512.png',
  appleTouchIcon: 'apple-touch-icon.png',
  offlinePage: 'offline.html',
  offlineStyle: 'offline.css',
  offlineScript: 'offline.js',
} as const

/** The shell's template holding the offline page's content, for a start that fails. */
export const startFailureTemplateId = 'start-failure'
