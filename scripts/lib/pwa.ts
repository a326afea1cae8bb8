import { createHash } from 'node:crypto'
import { extname } from 'node:path'
import type { Brand, LanguageCode } from '../../src/config/brand.types'
import { languageTable } from '../../src/i18n/languages'
import type { ServiceWorkerConfig } from '../../src/sw/service-worker'
import { storageKeys } from '../../src/lib/storage-keys'
import { pwaFiles } from '../../src/config/pwa-files'
import { brandAssetBase, escapeHtml } from './shell'

export { pwaFiles }

/** The URL the service worker is served from on every brand's host (server/app.ts). */
export const serviceWorkerPath = '/sw.js'

/** The colour of the browser's and the installed app's title bar: the default theme's surface. */
export const themeColor = (brand: Brand) => brand.theme[brand.theme.default].colors.surface

/**
 * The PNG icons rasterized from the app icons (scripts/lib/raster-icon.ts): the sizes Android and
 * installers look for, a maskable one, and the 180 px touch icon iOS takes from the shell's link.
 * iOS fills a transparent corner with black, so its icon is the opaque maskable drawing.
 */
export const pngIcons = [
  { file: pwaFiles.iconPng192, from: 'any', size: 192 },
  { file: pwaFiles.iconPng512, from: 'any', size: 512 },
  { file: pwaFiles.maskableIconPng, from: 'maskable', size: 512 },
  { file: pwaFiles.appleTouchIcon, from: 'maskable', size: 180 },
] as const

/** A brand's web app manifest: name, colours from its tokens, icons derived from its favicon. */
export function webManifest(brand: Brand) {
  const base = brandAssetBase(brand.id)
  const tokens = brand.theme[brand.theme.default]
  return {
    id: '/',
    name: brand.displayName,
    short_name: brand.displayName,
    lang: languageTable[brand.languages.default].bcp47,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: tokens.colors.background,
    theme_color: themeColor(brand),
    icons: [
      { src: `${base}${pwaFiles.icon}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: `${base}${pwaFiles.maskableIcon}`,
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
      // PNGs as well: not every browser or launcher takes an SVG icon.
      ...pngIcons
        .filter((icon) => icon.file !== pwaFiles.appleTouchIcon)
        .map((icon) => ({
          src: `${base}${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.from,
        })),
    ],
  }
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

/** The favicon as a data URI, so an icon SVG can hold it (an SVG image loads nothing outside). */
const dataUri = (file: string, bytes: Buffer) =>
  `data:${imageTypes[extname(file).toLowerCase()] ?? 'image/png'};base64,${bytes.toString('base64')}`

/**
 * The app icons of a brand as 512-unit SVGs drawn from its favicon (svg, png or ico): `any` shows
 * the favicon full size; `maskable` puts it inside the safe zone (the middle 80% circle) on the
 * primary colour, so a launcher may crop it to any shape.
 */
export function appIcons(brand: Brand, favicon: { file: string; bytes: Buffer }) {
  const href = dataUri(favicon.file, favicon.bytes)
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>\n`
  // The largest square inside the safe-zone circle (radius 40% of the side): 0.8 / sqrt 2 ≈ 56%.
  const side = 288
  const inset = (512 - side) / 2
  return {
    any: svg(`<image href="${href}" width="512" height="512"/>`),
    maskable: svg(
      `<rect width="512" height="512" fill="${brand.theme.light.colors.primary}"/>` +
        `<image href="${href}" x="${inset}" y="${inset}" width="${side}" height="${side}"/>`,
    ),
  }
}

/** The offline page's texts in one language. */
export interface OfflineTexts {
  title: string
  message: string
  retry: string
}

/**
 * The offline page's content: the brand's logos and its texts in every language the brand
 * supports, the default language shown. The offline page is this; the shell carries it too, for a
 * start that fails (src/app/start-failure.ts). "Try again" is a link to the page's own address, so
 * it works without script.
 */
export function offlineMain(
  brand: Brand,
  texts: Partial<Record<LanguageCode, OfflineTexts>>,
): string {
  const base = brandAssetBase(brand.id)
  const fallback = brand.languages.default
  const sections = brand.languages.supported.map((code) => {
    const t = texts[code] ?? texts[fallback]
    if (!t) throw new Error(`offline page of ${brand.id}: no texts for ${code}`)
    const hidden = code === fallback ? '' : ' hidden'
    return [
      `<section class="message" lang="${languageTable[code].bcp47}" data-language="${code}"${hidden}>`,
      `<h1>${escapeHtml(t.title)}</h1>`,
      `<p>${escapeHtml(t.message)}</p>`,
      `<a class="retry" href="" data-testid="offline-retry">${escapeHtml(t.retry)}</a>`,
      `</section>`,
    ].join('')
  })
  return `<main class="page" data-testid="offline-page">
      <img class="logo logo-light" src="${base}${brand.theme.light.logo}" alt="${escapeHtml(brand.displayName)}" />
      <img class="logo logo-dark" src="${base}${brand.theme.dark.logo}" alt="${escapeHtml(brand.displayName)}" />
      ${sections.join('\n      ')}
    </main>`
}

/**
 * The brand's offline page: static HTML (no Lingui runs in a service worker), styled by the brand's
 * theme.css. offline.js shows the language the visitor chose (the history-language key) and the
 * theme they chose.
 */
export function offlinePage(
  brand: Brand,
  texts: Partial<Record<LanguageCode, OfflineTexts>>,
  csp: string,
): string {
  const base = brandAssetBase(brand.id)
  return `<!doctype html>
<html lang="${languageTable[brand.languages.default].bcp47}" data-theme="${brand.theme.default}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />
    <title>${escapeHtml(brand.displayName)}</title>
    <meta name="theme-color" content="${themeColor(brand)}" />
    <link rel="icon" href="${base}${brand.theme.favicon}" />
    <link rel="stylesheet" href="${base}theme.css" />
    <link rel="stylesheet" href="${base}${pwaFiles.offlineStyle}" />
    <script src="${base}${pwaFiles.offlineScript}" defer></script>
  </head>
  <body>
    ${offlineMain(brand, texts)}
  </body>
</html>
`
}

/** The offline page's style: the brand's tokens (theme.css) on a centred card. */
export const offlineStyle = `html { background: var(--color-background); color: var(--color-text); font-family: var(--font-body); }
body { margin: 0; min-block-size: 100vh; display: grid; place-items: center; }
.page { display: grid; justify-items: center; gap: 1rem; margin: 1.5rem; padding: 2rem; max-inline-size: 28rem; text-align: center; background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius-large); }
.logo { block-size: 40px; inline-size: auto; }
:root[data-theme="dark"] .logo-light, :root:not([data-theme="dark"]) .logo-dark { display: none; }
.message { display: grid; gap: 0.75rem; justify-items: center; }
.message[hidden] { display: none; }
h1 { margin: 0; font-family: var(--font-heading); font-size: 1.4rem; }
p { margin: 0; color: var(--color-text-muted); }
.retry { display: inline-block; padding: 0.6rem 1.4rem; border-radius: var(--radius-medium); background: var(--color-primary); color: var(--color-on-primary); font-weight: 600; text-decoration: none; }
.retry:focus-visible { outline: 3px solid var(--color-accent); outline-offset: 2px; }
`

/** The offline page's script: the visitor's language and theme, and a reload once back online. */
export const offlineScript = `(function () {
  var read = function (key) { try { return localStorage.getItem(key) } catch (e) { return null } }
  var language = read(${JSON.stringify(storageKeys.historyLanguage)})
  var chosen = language && document.querySelector('[data-language="' + language.replace(/[^A-Z]/g, '') + '"]')
  if (chosen) {
    document.querySelectorAll('[data-language]').forEach(function (section) { section.hidden = section !== chosen })
    document.documentElement.lang = chosen.lang
  }
  var theme = read(${JSON.stringify(storageKeys.theme)})
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme
  window.addEventListener('online', function () { location.reload() })
})()
`

/** The same-origin files a shell loads up front: its module script, preloads, stylesheets and icons. */
export function shellAssets(html: string): string[] {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]*)"/g)].map(
    (m) => m[1]!,
  )
  return [...new Set(urls)].filter((url) => !url.startsWith('//'))
}

/** The service worker's config for a brand: the shell, its assets and the offline page. */
export function serviceWorkerConfig(
  brand: Brand,
  shell: string,
  files: Record<string, string | Uint8Array>,
  workerCode: string,
): ServiceWorkerConfig {
  const base = brandAssetBase(brand.id)
  const precache = [
    '/',
    ...shellAssets(shell),
    `${base}${pwaFiles.offlinePage}`,
    ...shellAssets(String(files[pwaFiles.offlinePage] ?? '')),
    `${base}${brand.theme.light.logo}`,
    `${base}${brand.theme.dark.logo}`,
  ]
  const hash = createHash('sha256').update(workerCode).update(shell)
  for (const name of Object.keys(files).sort()) hash.update(name).update(files[name] ?? '')
  return {
    version: hash.digest('hex').slice(0, 16),
    offline: `${base}${pwaFiles.offlinePage}`,
    precache: [...new Set(precache)],
  }
}
