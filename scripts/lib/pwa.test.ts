import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Brand } from '../../src/config/brand.types'
import { loadBrands } from '../../shared/brands'
import { offlineTexts, pwaFilesOf, serviceWorkerCode, serviceWorkerFor } from './pwa-emit'
import { appIcons, offlinePage, serviceWorkerConfig, shellAssets, webManifest } from './pwa'
import { pngSize } from './raster-icon'

const brandsDir = join(import.meta.dirname, '..', '..', 'brands')
const { brands } = loadBrands(brandsDir)
const brand = (id: string) => brands.find((b) => b.id === id) as Brand

const shell = `<html><head>
<link rel="icon" href="/brands/nova/favicon.svg" />
<link rel="manifest" href="/brands/nova/manifest.webmanifest" />
<link rel="stylesheet" href="/brands/nova/theme.css" />
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
<link rel="preconnect" href="https://cdn.example" />
</head></html>`

describe('web app manifest', () => {
  it.each(brands.map((b) => b.id))('%s: name, start, display and colours from brand.json', (id) => {
    const b = brand(id)
    const manifest = webManifest(b)
    const tokens = b.theme[b.theme.default]
    expect(manifest).toMatchObject({
      id: '/',
      name: b.displayName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: tokens.colors.surface,
      background_color: tokens.colors.background,
    })
    expect(manifest.icons).toEqual([
      { src: `/brands/${id}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      {
        src: `/brands/${id}/icon-maskable.svg`,
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'maskable',
      },
      {
        src: `/brands/${id}/icon-192.png`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/brands/${id}/icon-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/brands/${id}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ])
  })

  it('takes the dark tokens for a brand whose default theme is dark', () => {
    const dark = { ...brand('nova'), theme: { ...brand('nova').theme, default: 'dark' as const } }
    expect(webManifest(dark).theme_color).toBe(dark.theme.dark.colors.surface)
    expect(webManifest(dark).lang).toBe('vi')
  })
})

describe('app icons', () => {
  const favicon = { file: 'favicon.svg', bytes: Buffer.from('<svg xmlns="x"/>') }
  const icons = appIcons(brand('jade'), favicon)
  const embedded = `data:image/svg+xml;base64,${favicon.bytes.toString('base64')}`

  it('draws the favicon at 512 px', () => {
    expect(icons.any).toContain('width="512" height="512"')
    expect(icons.any).toContain(`href="${embedded}"`)
  })

  it('puts it inside the maskable safe zone on the primary colour', () => {
    expect(icons.maskable).toContain(`fill="${brand('jade').theme.light.colors.primary}"`)
    const [, x, side] = /x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/.exec(icons.maskable) ?? []
    // Corners of the square within the circle of radius 40% around the centre.
    const corner = Math.hypot(Number(x) - 256, Number(x) - 256)
    expect(corner).toBeLessThanOrEqual(0.4 * 512)
    expect(Number(side)).toBeGreaterThan(256)
  })

  it('embeds a png favicon by its type', () => {
    const png = appIcons(brand('jade'), { file: 'favicon.PNG', bytes: Buffer.from([137, 80]) })
    expect(png.any).toContain('data:image/png;base64,')
  })
})

describe('png icons', () => {
  const files = pwaFilesOf(brand('nova'), brandsDir, offlineTexts(brand('nova'), brandsDir))

  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['icon-maskable-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('%s is a %i px PNG rasterized from the SVG icon', (file, size) => {
    const png = files[file]
    expect(Buffer.isBuffer(png)).toBe(true)
    expect(pngSize(png as Buffer)).toEqual({ width: size, height: size })
  })

  it('draws an icon once: the next brand with the same icon takes the same bytes', () => {
    const again = pwaFilesOf(brand('nova'), brandsDir, offlineTexts(brand('nova'), brandsDir))
    expect(again['icon-512.png']).toBe(files['icon-512.png'])
    expect(files['icon-512.png']).not.toEqual(files['icon-maskable-512.png'])
  })
})

describe('offline page', () => {
  it('holds every language of the brand, the default one shown, texts escaped', () => {
    const b = brand('nova')
    const html = offlinePage(
      b,
      {
        VI: { title: 'Mất kết nối', message: 'A <b> & "c"', retry: 'Thử lại' },
        EN: { title: 'Offline', message: 'm', retry: 'r' },
      },
      "default-src 'self'",
    )
    expect(html).toContain(`<html lang="vi" data-theme="${b.theme.default}">`)
    expect(html).toContain('data-language="VI"><h1>Mất kết nối</h1>')
    expect(html).toContain('data-language="EN" hidden><h1>Offline</h1>')
    // TH has no texts of its own here: the default language's.
    expect(html).toContain('data-language="TH" hidden><h1>Mất kết nối</h1>')
    expect(html).toContain('A &#60;b&#62; &#38; &#34;c&#34;')
    expect(html).toContain('href="/brands/nova/theme.css"')
    expect(html).not.toMatch(/<script>|<style>|style="/)
  })

  it('takes the catalogs, the brand overrides and the brand name', () => {
    const texts = offlineTexts(brand('nova'), brandsDir)
    expect(Object.keys(texts).sort()).toEqual(['EN', 'TH', 'VI'])
    expect(texts.EN?.message).toContain('Nova Bet')
    expect(texts.VI?.title).not.toBe(texts.EN?.title)
    // TY has no translations (no shipped brand offers it, docs/i18n.md): English.
    const withTy: Brand = {
      ...brand('jade'),
      languages: { default: 'EN', supported: ['EN', 'TY'], names: { TY: 'Taiyu' } },
    }
    expect(offlineTexts(withTy, brandsDir).TY).toEqual(offlineTexts(withTy, brandsDir).EN)
  })
})

describe('service worker', () => {
  const files = pwaFilesOf(brand('nova'), brandsDir, offlineTexts(brand('nova'), brandsDir))

  it('lists the same-origin files a shell loads', () => {
    expect(shellAssets(shell)).toEqual([
      '/brands/nova/favicon.svg',
      '/brands/nova/manifest.webmanifest',
      '/brands/nova/theme.css',
      '/assets/index-abc.js',
      '/assets/react-def.js',
      '/assets/index-ghi.css',
    ])
  })

  it('precaches the shell, its assets and the offline page, and nothing of the platform', () => {
    const config = serviceWorkerConfig(brand('nova'), shell, files, 'code')
    expect(config.offline).toBe('/brands/nova/offline.html')
    expect(config.precache).toEqual(
      expect.arrayContaining([
        '/',
        '/assets/index-abc.js',
        '/brands/nova/offline.html',
        '/brands/nova/offline.css',
        '/brands/nova/offline.js',
        '/brands/nova/theme.css',
      ]),
    )
    expect(config.precache.every((url) => url === '/' || /^\/(assets|brands)\//.test(url))).toBe(
      true,
    )
  })

  it('changes its version with the shell, the brand files and the code', () => {
    const version = (s: string, f: Record<string, string | Uint8Array>, code: string) =>
      serviceWorkerConfig(brand('nova'), s, f, code).version
    const base = version(shell, files, 'code')
    expect(version(shell, files, 'code')).toBe(base)
    expect(version(shell.replace('abc', 'xyz'), files, 'code')).not.toBe(base)
    expect(version(shell, { ...files, 'theme.css': 'x' }, 'code')).not.toBe(base)
    expect(version(shell, files, 'code2')).not.toBe(base)
  })

  it('bundles the worker without eval, with the config in front', () => {
    const code = serviceWorkerCode()
    expect(code).not.toMatch(/\beval\(|new Function|import\s*\(|require\(/)
    expect(code).toContain('PWA_CONFIG')
    const sw = serviceWorkerFor(brand('nova'), shell, files, code)
    const config = JSON.parse(/^const PWA_CONFIG = (.*);$/m.exec(sw)?.[1] ?? 'null') as {
      offline: string
    }
    expect(config.offline).toBe('/brands/nova/offline.html')
    // The source names no platform path: whatever it does not handle goes to the network.
    const source = readFileSync(
      join(import.meta.dirname, '..', '..', 'src', 'sw', 'service-worker.ts'),
      'utf8',
    )
    expect(source).not.toMatch(/['"`]\/api/)
  })
})
