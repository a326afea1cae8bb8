import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageTable } from '../../src/i18n/languages'
import { checkBrand, listBrandIds } from '../../shared/brands'
import { languageCoverage, minimumOwnShare } from '../../shared/brand-languages'
import { readCatalog, sourceLocale } from '../../shared/po'
import { root, tempBrands } from './helpers'

// docs/i18n.md: a brand offers only languages the portal can show. A catalog of English copies or
// of empty entries (the app shows those in English) is no language: TY, which Jade offered as
// "Taiyu" while every message read in English, is the case this guards against.
const brandsDir = join(root, 'brands')

/** A brand's brand.json as an object a test may change. */
const readBrandJson = (dir: string, id: string) =>
  JSON.parse(readFileSync(join(dir, id, 'brand.json'), 'utf8')) as {
    languages: { default: string; supported: string[]; names?: Record<string, string> }
  }

describe('the languages a brand offers', () => {
  it.each(listBrandIds(brandsDir))(
    '%s offers only languages whose catalog reads in that language',
    (id) => {
      const { languages } = readBrandJson(brandsDir, id)
      for (const code of languages.supported) {
        const { locale } = languageTable[code as keyof typeof languageTable]
        if (locale === sourceLocale) continue
        const { own, total } = languageCoverage(locale, join(brandsDir, id, 'locales'))
        expect(
          own / total,
          `${id} offers ${code}: ${own} of ${total} read in it`,
        ).toBeGreaterThanOrEqual(minimumOwnShare)
      }
    },
  )

  it('counts English copies and empty entries as no translation', () => {
    expect(languageCoverage('ty')).toMatchObject({ own: 0 })
    const english = readCatalog(sourceLocale)
    for (const locale of ['cn', 'id', 'th', 'vi', 'tl'])
      expect(languageCoverage(locale).own / english.size, locale).toBeGreaterThan(minimumOwnShare)
  })

  it('refuses a brand that offers TY while TY has no translation, naming the entry', () => {
    const dir = tempBrands()
    const brand = readBrandJson(dir, 'jade')
    brand.languages.supported = ['EN', 'TY', 'TL']
    brand.languages.names = { TY: 'Taiyu' }
    writeFileSync(join(dir, 'jade', 'brand.json'), JSON.stringify(brand))
    const { problems } = checkBrand('jade', dir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      file: 'brands/jade/brand.json',
      pointer: '/languages/supported/1',
    })
    expect(problems[0]!.message).toMatch(/^"TY" has no translation of its own \(0 of \d+ messages/)
  })

  it('refuses English copied into a catalog, and accepts the language once it is translated', () => {
    const dir = tempBrands()
    const brand = readBrandJson(dir, 'jade')
    brand.languages.supported = ['EN', 'TY']
    brand.languages.names = { TY: 'Taiyu' }
    writeFileSync(join(dir, 'jade', 'brand.json'), JSON.stringify(brand))
    const english = [...readCatalog(sourceLocale)]
    const catalog = (text: (id: string, source: string) => string) =>
      english
        .map(
          ([id, source]) =>
            `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text(id, source))}\n`,
        )
        .join('\n')
    mkdirSync(join(dir, 'jade', 'locales'), { recursive: true })
    const file = join(dir, 'jade', 'locales', 'ty.po')
    writeFileSync(
      file,
      catalog((_, source) => source),
    )
    // English copied into the brand's own TY wording reads as English: refused.
    expect(checkBrand('jade', dir).problems.map((p) => p.pointer)).toEqual([
      '/languages/supported/1',
    ])
    // A text of its own for every message: the brand may offer it.
    writeFileSync(
      file,
      catalog((id, source) => `«${source || id}»`),
    )
    expect(checkBrand('jade', dir).problems).toEqual([])
  })
})
