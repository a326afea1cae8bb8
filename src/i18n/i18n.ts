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

/** Loads a language's catalog and makes it the active one; the page's lang follows. */
export async function activateLanguage(code: LanguageCode, options = { remember: true }) {
  const { locale, bcp47 } = languageTable[code]
  const load = catalogs[locale]
  if (!load) throw new Error(`no catalog for ${code}`)
  const { messages } = await load()
  // TY falls back to English, so the brand's English wording applies there too, under TY's own.
  const brand = brandMessages()
  const fallback = locale === 'ty' ? brand.en : undefined
  i18n.load(locale, { ...messages, ...fallback, ...brand[locale] })
  i18n.activate(locale)
  preferences.language = code
  if (options.remember) rememberLanguage(code)
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47
}

export { i18n }
