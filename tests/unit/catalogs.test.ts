import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  fallbackLocales,
  messageIdsIn,
  placeholders,
  readCatalog,
  sourceLocale,
  translatedLocales,
} from '../../shared/po'

const source = readCatalog(sourceLocale)

/** The portal's source files: the console (src/console) has catalogs of its own (locales/console). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (path === join('src', 'console')) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

/** Every explicit message id in src: `{ id: 'x', message: ... }` in t(), msg() and <Trans>. */
function idsInSource(): Set<string> {
  const ids = new Set<string>()
  for (const file of sourceFiles('src')) {
    for (const id of messageIdsIn(readFileSync(file, 'utf8'))) ids.add(id)
  }
  return ids
}

describe('message catalogs', () => {
  it('the source catalog holds every message of the code and no other (npm run i18n:extract)', () => {
    const used = idsInSource()
    expect([...used].filter((id) => !source.has(id))).toEqual([])
    expect([...source.keys()].filter((id) => !used.has(id))).toEqual([])
  })

  it.each(translatedLocales)('%s translates every message with the same placeholders', (locale) => {
    const catalog = readCatalog(locale)
    const missing = [...source.keys()].filter((id) => !catalog.get(id))
    expect(missing).toEqual([])
    const mismatched = [...source].filter(
      ([id, english]) =>
        placeholders(catalog.get(id) ?? '').join() !== placeholders(english || id).join(),
    )
    expect(mismatched.map(([id]) => id)).toEqual([])
  })

  it.each(fallbackLocales)('%s holds every message id (untranslated ones fall back)', (locale) => {
    const catalog = readCatalog(locale)
    expect([...source.keys()].filter((id) => !catalog.has(id))).toEqual([])
  })
})

describe('compiled catalogs (scripts/gen-catalogs.ts)', () => {
  it('hold each message once: in the core, the game lists’, a part’s own (the footer, the status page) or the rest', async () => {
    const { messages: core } = await import('../../src/locales-compiled/en.core')
    const { messages: lists } = await import('../../src/locales-compiled/en.lists')
    const { messages: extra } = await import('../../src/locales-compiled/en.extra')
    const { messages: footer } = await import('../../src/locales-compiled/footer')
    const { messages: status } = await import('../../src/locales-compiled/system-status')
    const parts = [core, lists, extra, footer.en!, status.en!].map((part) => Object.keys(part))
    const all = parts.flat()
    expect(new Set(all).size).toBe(all.length)
    expect(new Set(all)).toEqual(new Set(source.keys()))
    // What only those screens show stays out of the core a first visit loads.
    expect(lists).toHaveProperty(['games.filters'])
    expect(footer.en).toHaveProperty(['footer.feature.payments'])
    expect(status.en).toHaveProperty(['system.maintenance.title'])
    // The pager's labels live under src/i18n, a core folder, but no file of a first visit imports
    // them: the screens' catalog holds them.
    const pagerIds = [
      ...readFileSync(join('src', 'i18n', 'pager-labels.ts'), 'utf8').matchAll(/id: '([^']+)'/g),
    ].map((match) => match[1]!)
    expect(pagerIds).toContain('pager.next')
    expect(pagerIds.filter((id) => id in core)).toEqual([])
    expect(pagerIds.filter((id) => !(id in extra))).toEqual([])
    // The game card is Home's too: its texts stay in the core.
    expect(core).toHaveProperty(['games.favourite.add'])
    // So are a query's loading, error and retry texts: Home's winner board and the header's vendor
    // panel show them before any screen's messages load (they showed in English in every language).
    const stateIds = [
      ...readFileSync(join('src', 'i18n', 'query-state-labels.ts'), 'utf8').matchAll(
        /id: '([^']+)'/g,
      ),
    ].map((match) => match[1]!)
    expect(stateIds).toContain('system.loading')
    expect(stateIds.filter((id) => !(id in core))).toEqual([])
    // Every language's part for the footer and the status page.
    for (const locale of [sourceLocale, ...translatedLocales, ...fallbackLocales]) {
      expect(Object.keys(footer[locale] ?? {})).toEqual(parts[3])
      expect(Object.keys(status[locale] ?? {})).toEqual(parts[4])
    }
  })

  it('give Home’s lazy sections with messages a part of their own: the generator reads the sections Home loads that way', async () => {
    // Home's sections that wait for messages (src/app/home-page.tsx, lazySection(…, true)) are the
    // ones scripts/gen-catalogs.ts reads the messages of: a section added to one and not the other
    // would show message ids.
    const homePage = readFileSync(join('src', 'app', 'home-page.tsx'), 'utf8')
    const waiting = [
      ...homePage.matchAll(
        /lazySection\(\s*\(\) => import\('@\/([^']+)'\),\s*'\w+',\s*true,?\s*\)/g,
      ),
    ].map((match) => `src/${match[1]}.tsx`)
    const generator = readFileSync(join('scripts', 'gen-catalogs.ts'), 'utf8')
    const listed = /const homeSectionSources = \[([^\]]*)\]/.exec(generator)?.[1] ?? ''
    const sources = [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])
    expect(waiting.length).toBeGreaterThan(0)
    expect(new Set(waiting)).toEqual(new Set(sources))
    // The part holds the promotions row's texts and no core one; the extra catalog keeps them too.
    const { messages: core } = await import('../../src/locales-compiled/en.core')
    const { messages: extra } = await import('../../src/locales-compiled/en.extra')
    const { messages: home } = await import('../../src/locales-compiled/th.home')
    const ids = Object.keys(home)
    expect(ids.length).toBeGreaterThan(10)
    expect(ids.filter((id) => id in core)).toEqual([])
    expect(ids.filter((id) => !(id in extra))).toEqual([])
    const status = readFileSync(join('src', 'features', 'promotions', 'lib', 'status.ts'), 'utf8')
    const statusIds = [...status.matchAll(/id: '([^']+)'/g)].map((match) => match[1]!)
    expect(statusIds.length).toBeGreaterThan(0)
    expect(statusIds.filter((id) => !(id in home))).toEqual([])
  })
})
