/**
 * Every refusal of the platform is translated into every language of the server catalog.
 *
 * The platform answers `message` in the caller's `language` header (server/platform/i18n): the
 * router looks the English text up in server/platform/i18n/<lang>.ts (cn, id, th, vi, tl; EN is
 * the source and TY falls back to English). This test reads server/platform/**\/*.ts for
 *
 * - string literals given to `new ApiError(…)` or `new SealError(…)` (both branches of a `?:`), and
 * - `refusal\`…\`` tagged templates anywhere (a text with values: `${x}` becomes {0}, {1}…),
 *
 * and fails naming, per language, each text that has no translation, with the file and line where
 * it is written.
 *
 * How to add a refusal:
 *
 * 1. Throw it with its English text: `throw new ApiError('This bonus has expired', 400)`. When it
 *    holds values, use the tag so that the values stay out of the key:
 *    `throw new ApiError(refusal\`At most ${max} bank accounts can be bound\`, 400)` (import
 *    `refusal` from server/platform/i18n). A plain template literal with `${…}` fails this test.
 * 2. Run `npx vitest run tests/unit/refusal-translations.test.ts`: the failure lists, per language,
 *    the lines to add, ready to paste, e.g. `'At most {0} bank accounts can be bound': '',`.
 * 3. Paste each line into server/platform/i18n/<lang>.ts and write the translation as a native
 *    speaker would for a gaming site: short, polite, clear. Keep every {0}, {1}… (in any order the
 *    sentence needs); leave field names and file formats (username, yyyy-MM-dd, PNG) as they are.
 * 4. A text you reword or remove: rename or delete its entry in every language (the last test
 *    lists entries that no refusal uses any more).
 */
import { describe, expect, it } from 'vitest'
import { localize, refusal, refusalCatalogs } from '../../server/platform/i18n'
import { scanRefusalTexts } from './refusal-texts'

const { texts, untranslatable } = scanRefusalTexts()
const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort()
const languages = Object.entries(refusalCatalogs)

describe('refusal translations (server/platform/i18n)', () => {
  it('finds the refusals of the platform', () => {
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.map((t) => t.template)).toContain('The date range may be at most {0} days')
  })

  it('has no refusal written as a plain template literal', () => {
    expect(untranslatable, untranslatable.join('\n')).toEqual([])
  })

  it('translates every refusal into every language', () => {
    const report = languages.flatMap(([language, catalog]) => {
      const missing = texts.filter((t) => !catalog[t.template]?.trim())
      if (!missing.length) return []
      const file = `server/platform/i18n/${language.toLowerCase()}.ts`
      return [
        `${language}: ${missing.length} missing in ${file}:`,
        ...missing.map((t) => `  ${JSON.stringify(t.template)}: '', // ${t.at}`),
      ]
    })
    expect(report, `\n${report.join('\n')}\n`).toEqual([])
  })

  it('keeps the placeholders of each English text in its translations', () => {
    const wrong = languages.flatMap(([language, catalog]) =>
      Object.entries(catalog)
        .filter(([english, text]) => placeholders(english).join() !== placeholders(text).join())
        .map(([english, text]) => `${language}: ${JSON.stringify(english)} -> ${text}`),
    )
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it('has no entry that no refusal uses any more', () => {
    const used = new Set(texts.map((t) => t.template))
    const stale = languages.flatMap(([language, catalog]) =>
      Object.keys(catalog)
        .filter((english) => !used.has(english))
        .map((english) => `${language}: ${JSON.stringify(english)}`),
    )
    expect(stale, stale.join('\n')).toEqual([])
  })
})

describe('localize', () => {
  const days = refusal`The date range may be at most ${31} days`

  it('answers in the language of the header, with the values in place', () => {
    expect(localize(days, 'VI')).toBe('Khoảng thời gian tối đa là 31 ngày')
    expect(localize(refusal`Insufficient balance`, 'cn')).toBe('余额不足')
  })

  it('answers English for EN, TY, no header, an unknown language or a missing entry', () => {
    for (const language of ['EN', 'TY', undefined, 'XX'])
      expect(localize(days, language)).toBe('The date range may be at most 31 days')
    expect(localize(refusal`No such text ${1}`, 'VI')).toBe('No such text 1')
  })

  it('joins several refusals, each translated', () => {
    expect(localize([refusal`${'username'} is required`, refusal`Invalid request`], 'ID')).toBe(
      'username wajib diisi; Permintaan tidak valid',
    )
  })
})
