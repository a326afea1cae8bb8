import { i18n, type Messages } from '@lingui/core'

/** The console's languages: the portal's, each named in its own script. */
export const consoleLanguages = [
  { locale: 'en', bcp47: 'en', name: 'English' },
  { locale: 'cn', bcp47: 'zh-CN', name: '简体中文' },
  { locale: 'id', bcp47: 'id', name: 'Bahasa Indonesia' },
  { locale: 'th', bcp47: 'th', name: 'ไทย' },
  { locale: 'vi', bcp47: 'vi', name: 'Tiếng Việt' },
  { locale: 'tl', bcp47: 'fil', name: 'Tagalog' },
] as const

/** A console language. */
export type ConsoleLocale = (typeof consoleLanguages)[number]['locale']

// One chunk per language, compiled from locales/console/ (scripts/gen-catalogs.ts).
const catalogs: Record<ConsoleLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./en.gen'),
  cn: () => import('./cn.gen'),
  id: () => import('./id.gen'),
  th: () => import('./th.gen'),
  vi: () => import('./vi.gen'),
  tl: () => import('./tl.gen'),
}

const storageKey = 'console.language'

const isConsoleLocale = (value: unknown): value is ConsoleLocale =>
  consoleLanguages.some((language) => language.locale === value)

/** The language chosen before on this browser, else the browser's own if the console has it. */
export function chooseConsoleLanguage(): ConsoleLocale {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(storageKey)
  } catch {
    // Storage may be blocked: the browser's language decides.
  }
  if (isConsoleLocale(stored)) return stored
  for (const wanted of navigator.languages ?? []) {
    const found = consoleLanguages.find(
      (language) => wanted.toLowerCase().split('-')[0] === language.bcp47.split('-')[0],
    )
    if (found) return found.locale
  }
  return 'en'
}

/** Loads and shows a language, and remembers it on this browser. */
export async function activateConsoleLanguage(locale: ConsoleLocale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang =
    consoleLanguages.find((language) => language.locale === locale)?.bcp47 ?? 'en'
  try {
    localStorage.setItem(storageKey, locale)
  } catch {
    // Not remembered: chosen again next time.
  }
}

export { i18n }
