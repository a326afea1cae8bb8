import { useEffect, useState, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'

type Context = { locale: string; value: { i18n: I18n; _: I18n['_'] } }

const contextOf = (i18n: I18n): Context => ({
  locale: i18n.locale,
  value: { i18n, _: i18n.t.bind(i18n) },
})

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
  const [context, setContext] = useState(() => contextOf(i18n))
  useEffect(() => {
    const follow = () =>
      setContext((shown) => (shown.locale === i18n.locale ? shown : contextOf(i18n)))
    follow()
    return i18n.on('change', follow)
  }, [i18n])
  // As Lingui's: nothing before a language is active.
  if (!context.locale) return null
  return <LinguiContext.Provider value={context.value}>{props.children}</LinguiContext.Provider>
}
