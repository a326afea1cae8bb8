import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { screens } from '../../src/app/screens'
import { routes, type RouteEntry } from '../../src/config/tables'
import { createApp } from '../../server/app'
import { FirstScreenChunks, readScreens } from '../../server/first-screen-chunks'
import { log } from '../../server/platform/log'

const root = join(import.meta.dirname, '..', '..')
const table = readScreens(root)
const routeOf = (path: string) => routes.find((route) => route.paths.includes(path))!

describe('the screens table as the server reads it', () => {
  test('has every screen of the app, each a module of the source', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(screens).sort())
    for (const [key, { module }] of table)
      expect(
        existsSync(join(root, `${module}.ts`)) || existsSync(join(root, `${module}.tsx`)),
        `${key}: ${module}`,
      ).toBe(true)
  })

  test('names the catalog part each screen waits for', () => {
    // Home and the sign-in are in the core catalog, the lobbies and game lists in the lists' part,
    // every other screen in the extra part (src/app/screens.ts).
    expect(table.get('home')).toEqual({ module: 'src/app/home-page', part: 'core' })
    expect(table.get('auth.login')?.part).toBe('core')
    expect(table.get('games.lobby')?.part).toBe('lists')
    expect(table.get('games.list')?.part).toBe('lists')
    expect(table.get('vip')).toEqual({ module: 'src/features/vip/vip.screen', part: 'extra' })
    const parts = new Set([...table.values()].map(({ part }) => part))
    expect(parts).toEqual(new Set(['core', 'lists', 'extra']))
  })
})

/** A build's manifest in small: an entry, two screens, catalogs, validators and the banners. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_data-1.js'],
    css: ['assets/main-1.css'],
  },
  '_data-1.js': { file: 'assets/data-1.js', name: 'data' },
  'src/app/home-page.tsx': {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['_data-1.js', 'index.html', '_cards-1.js', '_banner-region-1.js'],
    css: ['assets/home-page-1.css', 'assets/main-1.css'],
  },
  '_cards-1.js': { file: 'assets/cards-1.js', name: 'cards', css: ['assets/cards-1.css'] },
  'src/features/games/lobby/lobby.screen.tsx': {
    file: 'assets/lobby.screen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_cards-1.js'],
  },
  '_banner-region-1.js': { file: 'assets/banner-region-1.js', name: 'banner-region' },
  '_first-visit-validators-1.js': {
    file: 'assets/first-visit-validators-1.js',
    name: 'first-visit-validators',
  },
  'src/locales-compiled/th.core.ts': { file: 'assets/th.core-1.js', isDynamicEntry: true },
  'src/locales-compiled/th.lists.ts': { file: 'assets/th.lists-1.js', isDynamicEntry: true },
  'src/locales-compiled/en.core.ts': { file: 'assets/en.core-1.js', isDynamicEntry: true },
}

const hrefs = (tags: string | null) =>
  [...(tags ?? '').matchAll(/<link rel="(\w+)"(?: as="style")? crossorigin href="([^"]+)"/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  )

describe('the first screen’s code', () => {
  const chunks = new FirstScreenChunks(manifest, table)

  test('is the catalog, the validators, the screen’s chunks and the banners, never the entry’s', () => {
    expect(hrefs(chunks.tagsFor({ route: routeOf('/live'), locale: 'th' }))).toEqual([
      'modulepreload /assets/th.core-1.js',
      'modulepreload /assets/th.lists-1.js',
      'modulepreload /assets/first-visit-validators-1.js',
      'modulepreload /assets/lobby.screen-1.js',
      'modulepreload /assets/cards-1.js',
      'modulepreload /assets/banner-region-1.js',
      'preload /assets/cards-1.css',
    ])
    // Home's messages are in the core catalog; its styles come after those of what it imports.
    expect(hrefs(chunks.tagsFor({ route: routeOf('/'), locale: 'en' }))).toEqual([
      'modulepreload /assets/en.core-1.js',
      'modulepreload /assets/first-visit-validators-1.js',
      'modulepreload /assets/home-page-1.js',
      'modulepreload /assets/cards-1.js',
      'modulepreload /assets/banner-region-1.js',
      'preload /assets/cards-1.css',
      'preload /assets/home-page-1.css',
    ])
  })

  test('is nothing for a screen the build does not have', () => {
    const unknown: RouteEntry = { ...routeOf('/live'), screen: 'no.such.screen' }
    expect(chunks.tagsFor({ route: unknown, locale: 'en' })).toBeNull()
    expect(chunks.tagsFor({ route: routeOf('/vip'), locale: 'en' })).toBeNull()
  })
})

test('the build’s manifest is not served', async () => {
  // Only /assets and /brands are files to the world; the manifest names every chunk of the build.
  const dist = mkdtempSync(join(tmpdir(), 'portal-first-screen-'))
  mkdirSync(join(dist, '.vite'))
  mkdirSync(join(dist, 'brands', 'default'), { recursive: true })
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(
    join(dist, 'brands', 'manifest.json'),
    JSON.stringify({ defaultBrand: 'default', brands: { default: { hosts: [], csp: '' } } }),
  )
  writeFileSync(
    join(dist, 'brands', 'default', 'index.html'),
    '<!doctype html><title>shell</title>',
  )
  try {
    const answer = await createApp({ dist }).fetch(
      new Request('http://default.localhost/.vite/manifest.json'),
    )
    expect(await answer.text()).not.toContain('assets/main-1.js')
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

describe('a build whose manifest cannot be read', () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-first-screen-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  test('names no first-screen code, and says so in the log', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    expect(FirstScreenChunks.read(dist, root)).toBeNull()
    mkdirSync(join(dist, '.vite'))
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{ not json')
    expect(FirstScreenChunks.read(dist, root)).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
