import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'

/**
 * Lingui's context, drawn again when the language changes. Lingui's own I18nProvider draws every
 * component that shows a message again on each `i18n.load`, and catalog parts load while a page is
 * drawn (a screen's messages, the game lists', the footer's: src/i18n/i18n.ts): on a first visit
 * to Home that was two renders of the whole page for nothing, since a part brings only messages of
 * code that waits for it before it shows (scripts/gen-catalogs.ts; tests/e2e/brand/untranslated.spec.ts
 * finds a message shown by its id).
 */
export function LocaleProvider(props: { i18n: I18n; children: ReactNode }) {
  const { i18n } = props
  const [locale, setLocale] = useState(i18n.locale)
  useEffect(() => {
    // The same locale again changes no state: React draws nothing.
    const follow = () => setLocale(i18n.locale)
    follow()
    return i18n.on('change', follow)
  }, [i18n])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new context for each language
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n, locale])
  // As Lingui's: nothing before a language is active.
  return locale ? (
    <LinguiContext.Provider value={value}>{props.children}</LinguiContext.Provider>
  ) : null
}
