import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeholders, readCatalog, sourceLocale, translatedLocales } from '../../../shared/po'

// The console's own catalogs (locales/console/): every message in every language of the portal,
// with the English placeholders, and not an English copy except where the language writes the
// word so (checked below by name).
const dir = join(import.meta.dirname, '..', '..', '..', 'locales', 'console')
const source = readCatalog(sourceLocale, dir)

/** Messages a language writes as English does: loanwords the portal's catalogs use too. */
const sameAsEnglish: Record<string, string[]> = {
  id: [
    'console.audit.operator',
    'console.shell.merchant',
    'console.content.tab.blog',
    'console.promotions.bonus',
    'console.promotions.bonusIn',
  ],
  tl: [
    'console.signIn.username',
    'console.signIn.password',
    'console.content.tab.blog',
    'console.promotions.bonus',
    'console.promotions.action.raffle',
    'console.promotions.bonusIn',
    'console.settings.maintenanceTitle',
  ],
  vi: ['console.content.tab.blog'],
}

describe.each(translatedLocales)('locales/console/%s.po', (locale) => {
  const catalog = readCatalog(locale, dir)

  it('translates every message of the English catalog, with its placeholders', () => {
    expect(source.size).toBeGreaterThan(50)
    for (const [id, english] of source) {
      const text = catalog.get(id) ?? ''
      expect(text, id).not.toBe('')
      expect(placeholders(text), id).toEqual(placeholders(english))
      if (!sameAsEnglish[locale]?.includes(id)) expect(text, id).not.toBe(english)
    }
  })
})

describe('the portal catalog', () => {
  it('holds none of the console messages', () => {
    const portal = readCatalog(sourceLocale, join(dir, '..'))
    expect([...portal.keys()].filter((id) => id.startsWith('console.'))).toEqual([])
  })
})
