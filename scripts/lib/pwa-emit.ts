import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import type { Brand, LanguageCode } from '../../src/config/brand.types'
import { languageTable } from '../../src/i18n/languages'
import { readCatalog, sourceLocale } from '../../shared/po'
import {
  appIcons,
  offlinePage,
  offlineScript,
  offlineStyle,
  pngIcons,
  pwaFiles,
  serviceWorkerConfig,
  webManifest,
  type OfflineTexts,
} from './pwa'
import { rasterizeSvg } from './raster-icon'
import { contentSecurityPolicy } from './shell'

const repoLocales = join(import.meta.dirname, '..', '..', 'locales')
const offlineIds = { title: 'offline.title', message: 'offline.message', retry: 'offline.retry' }

/** The repository's catalogs, read once for every brand of a build (100 brands read them 100 times). */
const repoCatalogs = new Map<string, Map<string, string>>()
function repoCatalog(locale: string): Map<string, string> {
  let catalog = repoCatalogs.get(locale)
  if (!catalog) {
    catalog = existsSync(join(repoLocales, `${locale}.po`))
      ? readCatalog(locale, repoLocales)
      : new Map<string, string>()
    repoCatalogs.set(locale, catalog)
  }
  return catalog
}

/**
 * The offline page's texts in each language of the brand: the brand's override
 * (brands/<id>/locales/<locale>.po), else the catalog's translation, else English.
 */
export function offlineTexts(
  brand: Brand,
  dir: string,
): Partial<Record<LanguageCode, OfflineTexts>> {
  const english = repoCatalog(sourceLocale)
  const out: Partial<Record<LanguageCode, OfflineTexts>> = {}
  for (const code of brand.languages.supported) {
    const { locale } = languageTable[code]
    const catalog = repoCatalog(locale)
    const override = existsSync(join(dir, brand.id, 'locales', `${locale}.po`))
      ? readCatalog(locale, join(dir, brand.id, 'locales'))
      : new Map<string, string>()
    const text = (id: string) => {
      const found = override.get(id) || catalog.get(id) || english.get(id)
      if (!found) throw new Error(`locales/${sourceLocale}.po: no message ${id}`)
      return found.replace(/\{name\}/g, brand.displayName)
    }
    out[code] = {
      title: text(offlineIds.title),
      message: text(offlineIds.message),
      retry: text(offlineIds.retry),
    }
  }
  return out
}

/**
 * The installable app's files of a brand, by file name: manifest, icons (SVG, and PNG rasterized
 * from them), offline page.
 */
export function pwaFilesOf(
  brand: Brand,
  dir: string,
  texts: Partial<Record<LanguageCode, OfflineTexts>>,
): Record<string, string | Buffer> {
  const favicon = brand.theme.favicon
  const icons = appIcons(brand, {
    file: favicon,
    bytes: readFileSync(join(dir, brand.id, favicon)),
  })
  return {
    [pwaFiles.manifest]: `${JSON.stringify(webManifest(brand), null, 2)}\n`,
    [pwaFiles.icon]: icons.any,
    [pwaFiles.maskableIcon]: icons.maskable,
    ...Object.fromEntries(
      pngIcons.map((icon) => [icon.file, rasterizeSvg(icons[icon.from], icon.size)]),
    ),
    [pwaFiles.offlinePage]: offlinePage(brand, texts, contentSecurityPolicy(brand, 'meta')),
    [pwaFiles.offlineStyle]: offlineStyle,
    [pwaFiles.offlineScript]: offlineScript,
  }
}

/** The service worker's code (src/sw/service-worker.ts), bundled once for every brand. */
export function serviceWorkerCode(): string {
  const result = buildSync({
    entryPoints: [join(import.meta.dirname, '..', '..', 'src', 'sw', 'service-worker.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  })
  return result.outputFiles[0]!.text
}

/** A brand's sw.js: its config (version, precache list, offline page) and the shared code. */
export function serviceWorkerFor(
  brand: Brand,
  shell: string,
  files: Record<string, string | Uint8Array>,
  code: string,
): string {
  const config = serviceWorkerConfig(brand, shell, files, code)
  return `const PWA_CONFIG = ${JSON.stringify(config)};\n${code}`
}
