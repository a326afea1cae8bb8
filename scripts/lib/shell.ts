import { createHash } from 'node:crypto'
import type { Brand } from '../../src/config/brand.types'
import { startFailureTemplateId } from '../../src/config/pwa-files.ts'
import { tokenDeclarations } from '../../src/theme/tokens.ts'
import { layoutAttributes } from '../../src/theme/layout.ts'
import { brandTypeface, fontAssetBase, fontFaceCss } from '../../shared/brand-fonts.ts'
import { withFallback } from '../../shared/fallback-faces.ts'
import { compiledOverrides } from '../../shared/brand-messages.ts'
import { inlineJson } from '../../shared/inline-json.ts'
import { brandsDir } from '../../shared/brands.ts'

/** The URL folder a brand's own files are served from. */
export const brandAssetBase = (id: string) => `/brands/${id}/`

/** The hosts Google's tag loads from and reports to, allowed only for brands that opt in. */
export const googleTagHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
}

/** The Content Security Policy of a brand's shell; the header form adds frame-ancestors. */
export function contentSecurityPolicy(brand: Brand, form: 'meta' | 'header'): string {
  const api = brand.api.baseUrl.startsWith('https://')
    ? ` ${new URL(brand.api.baseUrl).origin}`
    : ''
  // Google's tag only for a brand that allows it (brand.json analytics.googleTag).
  const tag = brand.analytics?.googleTag
  const tagScript = tag ? ` ${googleTagHosts.script.join(' ')}` : ''
  const tagConnect = tag ? ` ${googleTagHosts.connect.join(' ')}` : ''
  const directives = [
    "default-src 'self'",
    `script-src 'self'${tagScript}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${api}${tagConnect}`,
    // Games run in frames from https launch CDNs; the reference platform's demo provider answers on
    // the other loopback name of the same server (http://127.0.0.1 or http://localhost).
    'frame-src https: http://127.0.0.1:* http://localhost:*',
    "media-src 'self' https:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ]
  if (form === 'header') directives.push("frame-ancestors 'self'")
  return directives.join('; ')
}

/** A file name from brand.json as a CSS url() relative to theme.css, which sits beside it. */
const cssFileUrl = (file: string) => {
  if (!/^[\w.-]+$/.test(file)) throw new Error(`theme file name "${file}" is not a plain name`)
  return `url("${file}")`
}

/**
 * The brand's typeface's @font-face rules, its theme tokens as CSS custom properties for light and
 * dark, and the loading screen: until the app renders into #root, the page shows the theme's logo
 * in the middle, so a visitor on a slow network sees the brand instead of a blank page while the
 * code loads. A brand whose header is a band of the primary colour draws its logo for that band,
 * so the loading logo sits on a plate of it.
 */
export function themeCss(brand: Brand): string {
  const block = (selector: string, lines: string[]) =>
    `${selector} {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`
  const typeface = brandTypeface(brand)
  const onBand = brand.layout?.header === 'bar'
  // The stacks name the typeface's resized fallback second (fallbackFaceCss).
  const fallingBack = (tokens: Brand['theme']['light']) => ({
    ...tokens,
    fonts: {
      body: withFallback(tokens.fonts.body, typeface?.family),
      heading: withFallback(tokens.fonts.heading, typeface?.family),
    },
  })
  return (
    (typeface ? fontFaceCss(typeface) : '') +
    block(':root, :root[data-theme="light"]', tokenDeclarations(fallingBack(brand.theme.light))) +
    block(':root[data-theme="dark"]', tokenDeclarations(fallingBack(brand.theme.dark))) +
    block('#root:empty::before', [
      "content: '';",
      // Out of the flow: nothing moves when the app replaces it (a margin here would shift <body>).
      'position: fixed;',
      'inset: 0;',
      'margin: auto;',
      'inline-size: min(160px, 60vw);',
      'block-size: 40px;',
      `background: ${cssFileUrl(brand.theme.light.logo)} center / contain no-repeat;`,
      ...(onBand
        ? [
            'box-sizing: content-box;',
            'padding: 10px 16px;',
            'border-radius: var(--radius-medium);',
            'background-origin: content-box;',
            'background-color: var(--color-primary);',
          ]
        : []),
    ]) +
    block(':root[data-theme="dark"] #root:empty::before', [
      `background-image: ${cssFileUrl(brand.theme.dark.logo)};`,
    ])
  )
}

/** Text made safe inside HTML text and double- or single-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const fingerprint = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * Fills the built index.html with one brand: config block, theme, logo, favicon and CSP, and the
 * brand's offline page content (pwa.ts's offlineMain) as an inert template that a start that fails
 * shows (src/app/start-failure.ts): it needs nothing more from the network.
 */
export function renderShell(
  template: string,
  brand: Brand,
  options: { csp: boolean; offline: string },
): string {
  const base = brandAssetBase(brand.id)
  const defaultLanguage = brand.languages.default.toLowerCase()
  const typeface = brandTypeface(brand)
  const layout = Object.entries(layoutAttributes(brand))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')
  const head = [
    options.csp
      ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(brand, 'meta'))}" />`
      : '',
    `<title>${escapeHtml(brand.displayName)}</title>`,
    `<meta name="description" content="${escapeHtml(brand.displayName)}" />`,
    `<meta name="theme-color" content="${brand.theme[brand.theme.default].colors.surface}" />`,
    `<link rel="icon" href="${base}${brand.theme.favicon}" />`,
    // The installable app (scripts/lib/pwa.ts): name, colours and icons from brand.json.
    `<link rel="manifest" href="${base}manifest.webmanifest" />`,
    // iOS takes its home-screen icon from this link, not from the manifest.
    `<link rel="apple-touch-icon" href="${base}apple-touch-icon.png" />`,
    `<link rel="stylesheet" href="${base}theme.css" />`,
    `<link rel="preload" as="image" href="${base}${brand.theme[brand.theme.default].logo}" />`,
    // The heading face's latin file (and its files of the default language's own letters, in the
    // heading and the body weights): the header and the first heading need them at once.
    ...(typeface?.preloads ?? []).map(
      (face) =>
        `<link rel="preload" as="font" type="font/woff2" href="${fontAssetBase}${face.fileName}" crossorigin />`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ')
  const overrides = compiledOverrides(brand, brandsDir())
  const config = [
    // The fingerprint tells the app that this is the config the build checked (src/config/brand.ts).
    `<script type="application/json" id="brand-config" data-checked="${fingerprint(inlineJson(brand))}">${inlineJson(brand)}</script>`,
    Object.keys(overrides).length
      ? `<script type="application/json" id="brand-messages">${inlineJson(overrides)}</script>`
      : '',
    `<template id="${startFailureTemplateId}">${options.offline}</template>`,
  ].join('')
  const html = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${defaultLanguage}" data-theme="${brand.theme.default}"${layout}>`,
    )
    .replace('<!--brand:head-->', head)
    .replace('<!--brand:config-->', config)
  if (html.includes('<!--brand:')) throw new Error('index.html still holds a brand placeholder')
  return html
}
