import { i18n, type Messages } from '@lingui/core'
import type { LanguageCode } from '../config/brand.types'
import { preferences } from '../state/preferences.store'
import { rememberLanguage } from './choose-language'
import { languageTable } from './languages'

// One lazy chunk per language: a visitor downloads only the catalog in use.
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  cn: () => import('../../locales/cn.po'),
  id: () => import('../../locales/id.po'),
  th: () => import('../../locales/th.po'),
  vi: () => import('../../locales/vi.po'),
  tl: () => import('../../locales/tl.po'),
  ty: () => import('../../locales/ty.po'),
}

/** Loads a language's catalog and makes it the active one; the page's lang follows. */
export async function activateLanguage(code: LanguageCode, options = { remember: true }) {
  const { locale, bcp47 } = languageTable[code]
  const load = catalogs[locale]
  if (!load) throw new Error(`no catalog for ${code}`)
  const { messages } = await load()
  i18n.load(locale, messages)
  i18n.activate(locale)
  preferences.language = code
  if (options.remember) rememberLanguage(code)
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47
}

export { i18n }
