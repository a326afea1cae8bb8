import { i18n, type Messages } from '@lingui/core'
import type { LanguageCode } from '@/config/brand.types'
import { preferences } from '@/state/preferences.store'
import { rememberLanguage } from './choose-language'
import { languageTable } from './languages'

type Catalog = () => Promise<{ messages: Messages }>

// Four chunks per language (scripts/gen-catalogs.ts): the core messages a first visit shows, the
// game lists' and lobbies' (their screens wait for them), those Home's lazy sections show beside
// the core (the promotions row, the lottery draws), and the rest, which the other screens, modals
// and centres wait for with their own chunks.
const coreCatalogs: Record<string, Catalog> = {
  en: () => import('@/locales-compiled/en.core'),
  cn: () => import('@/locales-compiled/cn.core'),
  id: () => import('@/locales-compiled/id.core'),
  th: () => import('@/locales-compiled/th.core'),
  vi: () => import('@/locales-compiled/vi.core'),
  tl: () => import('@/locales-compiled/tl.core'),
  ty: () => import('@/locales-compiled/ty.core'),
}
const listCatalogs: Record<string, Catalog> = {
  en: () => import('@/locales-compiled/en.lists'),
  cn: () => import('@/locales-compiled/cn.lists'),
  id: () => import('@/locales-compiled/id.lists'),
  th: () => import('@/locales-compiled/th.lists'),
  vi: () => import('@/locales-compiled/vi.lists'),
  tl: () => import('@/locales-compiled/tl.lists'),
  ty: () => import('@/locales-compiled/ty.lists'),
}
const extraCatalogs: Record<string, Catalog> = {
  en: () => import('@/locales-compiled/en.extra'),
  cn: () => import('@/locales-compiled/cn.extra'),
  id: () => import('@/locales-compiled/id.extra'),
  th: () => import('@/locales-compiled/th.extra'),
  vi: () => import('@/locales-compiled/vi.extra'),
  tl: () => import('@/locales-compiled/tl.extra'),
  ty: () => import('@/locales-compiled/ty.extra'),
}

const homeCatalogs: Record<string, Catalog> = {
  en: () => import('@/locales-compiled/en.home'),
  cn: () => import('@/locales-compiled/cn.home'),
  id: () => import('@/locales-compiled/id.home'),
  th: () => import('@/locales-compiled/th.home'),
  vi: () => import('@/locales-compiled/vi.home'),
  tl: () => import('@/locales-compiled/tl.home'),
  ty: () => import('@/locales-compiled/ty.home'),
}

let overrides: Record<string, Messages> | undefined

/**
 * The brand's own wording (brands/<id>/locales/<lang>.po), compiled into the shell at build time.
 * Anything that is not an object of messages is ignored: the base catalog stands.
 */
function brandMessages(): Record<string, Messages> {
  if (overrides) return overrides
  overrides = {}
  const text =
    typeof document === 'undefined' ? null : document.getElementById('brand-messages')?.textContent
  if (!text) return overrides
  try {
    const data: unknown = JSON.parse(text)
    if (data && typeof data === 'object')
      for (const [locale, messages] of Object.entries(data as Record<string, unknown>)) {
        if (!messages || typeof messages !== 'object' || Array.isArray(messages)) continue
        const valid = Object.entries(messages as Record<string, unknown>).filter(
          ([, message]) => typeof message === 'string' || Array.isArray(message),
        )
        overrides[locale] = Object.fromEntries(valid) as Messages
      }
  } catch {
    // A broken block leaves the base catalog in place.
  }
  return overrides
}

/** The brand's wording for a catalog locale; TY also takes the English overrides, under its own. */
function brandWording(locale: string): Messages {
  const brand = brandMessages()
  return { ...(locale === 'ty' ? brand.en : undefined), ...brand[locale] }
}

/**
 * Messages that a part's own chunk brings for every language (the footer's, scripts/gen-catalogs.ts),
 * with the brand's wording over them. Lingui adds them to each language's catalog, where they stay
 * when the language changes.
 */
export function loadPartMessages(byLocale: Record<string, Messages>) {
  // One load of every language: the page re-renders once, not once per language.
  i18n.load(
    Object.fromEntries(
      Object.entries(byLocale).map(([locale, messages]) => [
        locale,
        { ...messages, ...brandWording(locale) },
      ]),
    ),
  )
}

/** A catalog part a screen waits for beside the core one. */
type Part = 'lists' | 'home' | 'extra'
const partCatalogs: Record<Part, Record<string, Catalog>> = {
  lists: listCatalogs,
  home: homeCatalogs,
  extra: extraCatalogs,
}

/** The parts a screen has asked for: a language switch loads them too. */
const wantedParts = new Set<Part>()
const partLoads = new Map<string, Promise<void>>()

function loadPart(part: Part, locale: string): Promise<void> {
  const key = `${part}:${locale}`
  let load = partLoads.get(key)
  if (!load) {
    const catalog = partCatalogs[part][locale]
    if (!catalog) return Promise.reject(new Error(`no catalog for ${locale}`))
    load = catalog().then(({ messages }) =>
      i18n.load(locale, { ...messages, ...brandWording(locale) }),
    )
    // A failed load may be retried (the chunk's retry page asks again).
    load.catch(() => partLoads.delete(key))
    partLoads.set(key, load)
  }
  return load
}

function loadWanted(part: Part): Promise<void> {
  wantedParts.add(part)
  return loadPart(part, comingLocale ?? (i18n.locale || 'en'))
}

/**
 * The messages of the screens, modals and centres, loaded with their chunks: every lazy import of
 * code outside the core (scripts/gen-catalogs.ts coreSources) waits for this as well.
 */
export const loadScreenMessages = (): Promise<void> => loadWanted('extra')

/** The game lists' and lobbies' own messages, which their screens wait for. */
export const loadListMessages = (): Promise<void> => loadWanted('lists')

/**
 * The messages Home's lazy sections show beside the core (some 40, 1 KB gzip), which they wait for
 * instead of the screens' whole catalog.
 */
export const loadHomeMessages = (): Promise<void> => loadWanted('home')

/** The locale being activated: a screen that loads meanwhile (at boot) takes its messages. */
let comingLocale: string | undefined
let activations = 0

/** Loads a language's catalog and makes it the active one; the page's lang follows. */
export async function activateLanguage(code: LanguageCode, options = { remember: true }) {
  const { locale, bcp47 } = languageTable[code]
  const load = coreCatalogs[locale]
  if (!load) throw new Error(`no catalog for ${code}`)
  const activation = ++activations
  comingLocale = locale
  const loaded = Promise.all([load(), ...[...wantedParts].map((part) => loadPart(part, locale))])
  const [{ messages }] = await loaded.catch((error: unknown) => {
    if (activation === activations) comingLocale = undefined
    throw error
  })
  i18n.load(locale, { ...messages, ...brandWording(locale) })
  // A later choice may have begun while this one loaded: the latest one wins.
  if (activation !== activations) return
  comingLocale = undefined
  // Plurals and numbers by the language's own rules: the catalog's code is not always one Intl
  // knows ('cn' is no language; 'ty' none Intl has rules for).
  i18n.activate(locale, [bcp47])
  preferences.language = code
  if (options.remember) rememberLanguage(code)
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47
}

export { i18n }

/** An importer that also waits for Home's sections' messages: for a lazy section of Home. */
export const withHomeMessages =
  <T>(importer: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([importer(), loadHomeMessages()]).then(([module]) => module)

/** An importer that also waits for the screens' messages: for lazy code outside the core. */
export const withScreenMessages =
  <T>(importer: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([importer(), loadScreenMessages()]).then(([module]) => module)
