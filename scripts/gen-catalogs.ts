/**
 * Compiles the catalogs in locales/ into src/locales-compiled/, modules per language:
 * `<locale>.core.ts` with the messages of the code a first visit runs (the shell, Home and the
 * layers under them), `<locale>.lists.ts` with the game lists' and lobbies' own,
 * `<locale>.home.ts` with those Home's lazy sections show beside the core (loadHomeMessages), and
 * `<locale>.extra.ts` with the rest, which the screens, modals and centres
 * load with their own chunks (src/i18n/i18n.ts loadScreenMessages); and `<part>.ts`, the messages
 * only that part shows (the footer, the status page), every language's, which its chunk brings. A message a language lacks
 * is the English one. Run by npm run gen (postinstall, build and test run it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import {
  fallbackLocales,
  messageIdsIn,
  readCatalog,
  sourceLocale,
  translatedLocales,
} from '../shared/po.ts'

const root = join(import.meta.dirname, '..')
/** The code a first visit to Home runs; its messages go in the core catalog. */
export const coreSources = [
  'src/main.tsx',
  'src/app',
  'src/config',
  'src/i18n',
  'src/lib',
  'src/state',
  'src/theme',
  'src/ui',
  'src/features/layout',
  'src/features/home',
  'src/features/system',
  // The lobbies and the game lists: where most visits from a link or a bookmark begin.
  'src/features/games/launch',
  'src/features/games/list',
  'src/features/games/lobby',
  'src/features/games/pvp',
  // Home's game rows and live tables.
  'src/features/games/rows',
  // Where loginedToHomePage brands land: it opens the login modal and shows nothing else of auth.
  'src/features/auth/login.screen.tsx',
]

/**
 * Files that a first visit reaches, under the core paths, whose messages only screens, centres and
 * modals show.
 */
const screenOnlySources = [
  'src/i18n/ui-labels.ts',
  // The centres' panel loads with the screens' messages (src/app/centre-slot.tsx).
  'src/app/centre-panel.tsx',
]

function files(path: string): string[] {
  const full = join(root, path)
  if (!statSync(full).isDirectory()) return [full]
  return readdirSync(full).flatMap((name) => files(join(path, name)))
}

/**
 * Parts that load apart from a first visit and bring the messages only they show, every language's,
 * in their own chunk (src/locales-compiled/<part>.ts, loaded with src/i18n/i18n.ts
 * loadPartMessages): the footer, which loads as it nears the viewport
 * (src/features/layout/lazy-footer.tsx), and the status page of a closed site. Together 0.5 KB gzip
 * less in a first visit's core catalog; a few KB more when one of them shows.
 */
const partFiles: Record<string, string> = {
  footer: join(root, 'src', 'features', 'layout', 'footer.tsx'),
  'system-status': join(root, 'src', 'features', 'system', 'system-status-page.tsx'),
}
const isPartFile = (file: string) => Object.values(partFiles).includes(file)

const isCode = (file: string) => /\.tsx?$/.test(file) && !file.includes('.test.')
/** The portal's code (the console has catalogs of its own), read once. */
const portalFiles = files('src').filter(
  (file) => isCode(file) && !file.startsWith(join(root, 'src', 'console')),
)

/** The files a file imports statically (`from '…'`), resolved to paths in src/. */
const staticImports = (file: string) => imports(file, /\bfrom '([^']+)'/g)

/** The files a file names in the imports `pattern` finds, resolved to paths in src/. */
function imports(file: string, pattern: RegExp): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const [, specifier] of text.matchAll(pattern)) {
    const base = specifier!.startsWith('@/')
      ? join(root, 'src', specifier!.slice(2))
      : specifier!.startsWith('.')
        ? join(dirname(file), specifier!)
        : undefined
    if (!base) continue
    const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    )
    if (resolved) found.push(resolved)
  }
  return found
}

/**
 * The files `from` imports, directly or through others, following only the imports `follow` keeps.
 */
function importedFrom(from: string[], follow: (file: string) => boolean = () => true) {
  const reached = new Set<string>()
  const queue = [...from]
  while (queue.length)
    for (const imported of staticImports(queue.pop()!))
      if (follow(imported) && !reached.has(imported)) {
        reached.add(imported)
        queue.push(imported)
      }
  return reached
}

/**
 * The game lists' and lobbies' own code: the files of their folders that nothing outside them
 * imports, directly or through others (Home's rows use the game card, for one). Only their screens
 * run it, and they load its messages apart, one `<locale>.lists.ts` per language
 * (src/app/screens.ts, src/i18n/i18n.ts loadListMessages): 0.5 KB gzip less in the core catalog
 * that every first visit loads, a request beside the screen's own on a lobby or a list.
 */
const listFiles = (() => {
  const listDirs = ['list', 'lobby', 'pvp'].map((dir) =>
    join(root, 'src', 'features', 'games', dir),
  )
  const inLists = (file: string) => listDirs.some((dir) => file.startsWith(`${dir}/`))
  const reached = importedFrom(
    portalFiles.filter((file) => !inLists(file)),
    inLists,
  )
  return new Set(portalFiles.filter((file) => inLists(file) && !reached.has(file)))
})()
/**
 * Home's sections in chunks of their own that show messages outside the core (src/app/home-page.tsx:
 * the promotions row, the lottery draws), and every file they import: their messages outside the
 * core go in `<locale>.home.ts` too, which those sections wait for instead of the whole extra
 * catalog (17–21 KB gzip per language for some 40 messages). The extra catalog keeps them as well,
 * for the screens that show them.
 */
const homeSectionSources = [
  'src/features/promotions/components/promotions-row.tsx',
  'src/features/games/lottery/lottery-draws.tsx',
]
const homeSectionFiles = (() => {
  const sources = homeSectionSources.map((path) => join(root, path))
  return [...sources, ...importedFrom(sources)].filter(isCode)
})()
/**
 * The files under the core paths that a first visit can run: those reached from src/main.tsx through
 * static imports (through any file of src/) and lazy ones into the core paths. A helper there that
 * only screens import (the pager's labels) brings its messages with theirs.
 */
const reachedInCore = (() => {
  const underCore = new Set(coreSources.flatMap(files).filter(isCode))
  const start = join(root, 'src', 'main.tsx')
  const reached = new Set([start])
  const queue = [start]
  const reach = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    queue.push(file)
  }
  while (queue.length) {
    const file = queue.pop()!
    for (const imported of imports(file, /(?:\bfrom |^import )'([^']+)'/gm)) reach(imported)
    for (const imported of imports(file, /\bimport\('([^']+)'\)/g))
      if (underCore.has(imported)) reach(imported)
  }
  return reached
})()
const coreFiles = coreSources
  .flatMap(files)
  .filter(isCode)
  .filter((file) => reachedInCore.has(file))
  .filter((file) => !isPartFile(file) && !listFiles.has(file))
  .filter((file) => !screenOnlySources.some((path) => file === join(root, path)))
const tableFile = join(root, 'src', 'i18n', 'table-messages.ts')
/**
 * The table messages (src/i18n/table-messages.ts) belong to the core when a first visit can show
 * them: route titles and menu labels (nav.*, the menus table) and ids a core file names. The titles
 * of the centres' pages and the registration fields go with the panels that show them.
 */
const coreText = coreFiles
  .filter((file) => file !== tableFile)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
const menusText = readFileSync(join(root, 'schemas', 'menus.json'), 'utf8')
const isCoreTableId = (id: string) =>
  id.startsWith('nav.') ||
  menusText.includes(`"${id}"`) ||
  coreText.includes(`'${id}'`) ||
  coreText.includes(`"${id}"`)
const coreIds = new Set(
  coreFiles.flatMap((file) =>
    file === tableFile
      ? messageIdsIn(readFileSync(file, 'utf8')).filter(isCoreTableId)
      : messageIdsIn(readFileSync(file, 'utf8')),
  ),
)
// A part's message that other code shows too stays in the core: the part shows without the rest.
const idsElsewhere = new Set(
  portalFiles
    .filter((file) => !isPartFile(file) && !listFiles.has(file))
    .flatMap((file) => messageIdsIn(readFileSync(file, 'utf8'))),
)
/** The messages only the game lists and lobbies show; those other code shows too are core. */
const listIds = new Set<string>()
for (const file of listFiles)
  for (const id of messageIdsIn(readFileSync(file, 'utf8')))
    if (idsElsewhere.has(id)) coreIds.add(id)
    else listIds.add(id)
/** Part -> the ids of the messages only it shows. */
const partIds = new Map<string, Set<string>>()
for (const [part, file] of Object.entries(partFiles)) {
  const ids = new Set<string>()
  for (const id of messageIdsIn(readFileSync(file, 'utf8')))
    if (idsElsewhere.has(id)) coreIds.add(id)
    else ids.add(id)
  partIds.set(part, ids)
}
const partOf = (id: string) => [...partIds].find(([, ids]) => ids.has(id))?.[0]
/** The messages Home's lazy sections show that the core does not hold (they stay in extra too). */
const homeIds = new Set(
  homeSectionFiles
    .flatMap((file) => messageIdsIn(readFileSync(file, 'utf8')))
    .filter((id) => !coreIds.has(id)),
)

const source = readCatalog(sourceLocale, join(root, 'locales'))
const out = join(root, 'src', 'locales-compiled')
mkdirSync(out, { recursive: true })

const moduleText = (locale: string, part: string, messages: Record<string, unknown>) =>
  [
    `// Generated by scripts/gen-catalogs.ts from locales/${locale}.po (${part}); do not edit.`,
    "import type { Messages } from '@lingui/core'",
    '',
    `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`,
    '',
  ].join('\n')

/** Part -> locale -> its messages. */
const parts: Record<string, Record<string, Record<string, unknown>>> = {}
for (const locale of [sourceLocale, ...translatedLocales, ...fallbackLocales]) {
  const catalog = readCatalog(locale, join(root, 'locales'))
  const core: Record<string, unknown> = {}
  const lists: Record<string, unknown> = {}
  const extra: Record<string, unknown> = {}
  const home: Record<string, unknown> = {}
  for (const [id, english] of source) {
    const text = catalog.get(id) || english || id
    if (homeIds.has(id)) home[id] = compileMessage(text)
    const part = coreIds.has(id) ? undefined : partOf(id)
    const messages = coreIds.has(id)
      ? core
      : part
        ? ((parts[part] ??= {})[locale] ??= {})
        : listIds.has(id)
          ? lists
          : extra
    messages[id] = compileMessage(text)
  }
  writeFileSync(join(out, `${locale}.core.ts`), moduleText(locale, 'core', core))
  writeFileSync(join(out, `${locale}.lists.ts`), moduleText(locale, 'lists', lists))
  writeFileSync(join(out, `${locale}.extra.ts`), moduleText(locale, 'extra', extra))
  writeFileSync(join(out, `${locale}.home.ts`), moduleText(locale, 'home', home))
}
for (const part of Object.keys(partFiles))
  writeFileSync(
    join(out, `${part}.ts`),
    [
      `// Generated by scripts/gen-catalogs.ts from locales/ (the ${part} part's own messages); do not edit.`,
      "import type { Messages } from '@lingui/core'",
      '',
      '/** By catalog locale. */',
      `export const messages: Record<string, Messages> = JSON.parse(${JSON.stringify(JSON.stringify(parts[part] ?? {}))})`,
      '',
    ].join('\n'),
  )
console.log(
  `gen-catalogs: ${source.size} messages (${coreIds.size} core, ${listIds.size} lists, ${homeIds.size} home; ${[...partIds].map(([part, ids]) => `${ids.size} ${part}`).join(', ')}) per language into ${relative(root, out)}/`,
)

// The operator console's catalogs (locales/console/, lingui.config.ts): one module per language
// in src/console/i18n/, apart from the portal's; a message a language lacks is the English one.
const consoleLocales = join(root, 'locales', 'console')
if (existsSync(join(consoleLocales, `${sourceLocale}.po`))) {
  const consoleSource = readCatalog(sourceLocale, consoleLocales)
  const consoleOut = join(root, 'src', 'console', 'i18n')
  mkdirSync(consoleOut, { recursive: true })
  for (const locale of [sourceLocale, ...translatedLocales]) {
    const catalog = readCatalog(locale, consoleLocales)
    const messages: Record<string, unknown> = {}
    for (const [id, english] of consoleSource)
      messages[id] = compileMessage(catalog.get(id) || english || id)
    writeFileSync(
      join(consoleOut, `${locale}.gen.ts`),
      moduleText(`console/${locale}`, 'console', messages),
    )
  }
  console.log(
    `gen-catalogs: ${consoleSource.size} console messages per language into src/console/i18n/`,
  )
}
