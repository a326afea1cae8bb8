/**
 * The files brands:emit adds to a brand's folder for the installable app (scripts/lib/pwa.ts); the
 * app reads the offline page when it cannot start (src/app/start-failure.ts).
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
