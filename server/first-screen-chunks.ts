import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import type { LanguageCode } from '../src/config/brand.types'
import type { RouteEntry } from '../src/config/tables'
import { log } from './platform/log'
import { escapeAttribute } from './platform/content/first-picture'

/** How a screen's messages load beside its chunk (src/app/screens.ts): the catalog part it waits for. */
type CatalogPart = 'core' | 'lists' | 'extra'

/** A screen as the server knows it: its module (a key of the build's manifest) and its catalog. */
export interface ScreenModule {
  module: string
  part: CatalogPart
}

const partOf: Record<string, CatalogPart> = {
  coreScreen: 'core',
  listScreen: 'lists',
  screen: 'extra',
}

/**
 * The screens table of src/app/screens.ts as data: key -> module and catalog part. The table is
 * the app's code (lazy React components), so the server reads its text instead of importing it;
 * tests/unit/first-screen-chunks.test.ts holds this reading equal to the table's keys.
 */
export function readScreens(root: string): Map<string, ScreenModule> {
  const text = readFileSync(join(root, 'src', 'app', 'screens.ts'), 'utf8')
  const entry =
    /['"]?([\w.]+)['"]?:\s*(coreScreen|listScreen|screen)\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g
  const screens = new Map<string, ScreenModule>()
  for (const [, key, kind, specifier] of text.matchAll(entry)) {
    const module = specifier!.startsWith('@/')
      ? `src/${specifier!.slice(2)}`
      : join('src/app', specifier!)
    screens.set(key!, { module, part: partOf[kind!]! })
  }
  return screens
}

/** What the first screen of a page is: its route, and the language the page shows. */
export interface FirstScreen {
  route: RouteEntry
  /** The page's language (its calls' `language` header). */
  language: LanguageCode
  /** The catalog's locale (src/i18n/languages.ts languageTable: en, cn, th...). */
  locale: string
}

const modulePreload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`
const stylePreload = (file: string) =>
  `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}" />`

/**
 * The code a page's first screen loads beyond the entry's, as preload tags for the end of its
 * shell's head. Without them each file waits for the entry to arrive and boot before the app asks
 * for it: a round trip and more on a phone (docs/performance.md, "The shell names the first
 * screen's code"). In the order the boot asks for them: the page's messages (the core catalog,
 * then the screen's part), the first calls' validators, then the screen's chunks and the banner
 * region where the route shows banners. Only build files are named, chosen by route and locale;
 * nothing of the request is echoed.
 */
export class FirstScreenChunks {
  private readonly tags = new Map<string, string | null>()
  private readonly entryFiles = new Set<string>()
  private readonly entryStyles = new Set<string>()

  constructor(
    private readonly manifest: Manifest,
    private readonly screens: Map<string, ScreenModule>,
  ) {
    // The portal's entry (index.html): its files are in every shell already.
    this.closure('index.html', this.entryFiles, this.entryStyles)
  }

  /**
   * The chunks of a build (DIST_DIR/.vite/manifest.json, written by `build.manifest`), or null
   * with a warning when it cannot be read: the shells then name no first-screen code, as before.
   */
  static read(dist: string, root: string): FirstScreenChunks | null {
    try {
      const manifest = JSON.parse(
        readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest
      return new FirstScreenChunks(manifest, readScreens(root))
    } catch (error) {
      log.warn({ err: error, dist }, 'no build manifest: shells name no first-screen code')
      return null
    }
  }

  /** The tags for a page's first screen, or null when it loads nothing beyond the entry's. */
  tagsFor(screen: Pick<FirstScreen, 'route' | 'locale'>): string | null {
    const banner = screen.route.regions.includes('banner')
    const key = `${screen.route.screen}\n${screen.locale}\n${banner}`
    if (!this.tags.has(key))
      this.tags.set(key, this.build(screen.route.screen, screen.locale, banner))
    return this.tags.get(key) ?? null
  }

  private build(screenKey: string, locale: string, banner: boolean): string | null {
    const screen = this.screens.get(screenKey)
    const screenChunk = screen && this.keyOf(screen.module)
    if (!screen || !screenChunk) return null
    const files = new Set<string>()
    const styles = new Set<string>()
    const catalog = (part: CatalogPart) => this.keyOf(`src/locales-compiled/${locale}.${part}`)
    const named = (name: string) =>
      Object.keys(this.manifest).find((key) => this.manifest[key]!.name === name)
    for (const key of [
      catalog('core'),
      screen.part === 'core' ? undefined : catalog(screen.part),
      named('first-visit-validators'),
      screenChunk,
      banner ? named('banner-region') : undefined,
    ])
      if (key) this.closure(key, files, styles)
    const tags = [
      ...[...files].filter((file) => !this.entryFiles.has(file)).map(modulePreload),
      ...[...styles].filter((file) => !this.entryStyles.has(file)).map(stylePreload),
    ]
    return tags.length ? tags.join('\n    ') : null
  }

  /** The manifest's key of a source module named without its extension (.ts or .tsx). */
  private keyOf(module: string): string | undefined {
    return [`${module}.ts`, `${module}.tsx`].find((key) => key in this.manifest)
  }

  /** A chunk's file and the files it imports statically, with their stylesheets, in load order. */
  private closure(key: string, files: Set<string>, styles: Set<string>, seen = new Set<string>()) {
    const chunk = this.manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) this.closure(imported, files, styles, seen)
    for (const style of chunk.css ?? []) styles.add(style)
  }
}
