// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formattersFor } from './format'

const RealDateTimeFormat = Intl.DateTimeFormat

/** Counts the date formatters made, each a real one. */
const countDateFormatters = () =>
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args)
  } as unknown as typeof Intl.DateTimeFormat)

describe('formatters', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are one set per language for the page: a second component makes no Intl formatter of its own', () => {
    const made = countDateFormatters()
    const first = formattersFor('vi-VN')
    first.date('2026-11-29T00:00:00Z')
    const second = formattersFor('vi-VN')
    second.date('2026-11-30T00:00:00Z')
    expect(second).toBe(first)
    expect(made).toHaveBeenCalledTimes(1)
  })
})

describe('dates written without Intl', () => {
  afterEach(() => vi.restoreAllMocks())

  // The BCP 47 tags of src/i18n/languages.ts; a language missing from format.ts goes through Intl.
  const tags = ['en', 'zh-CN', 'th', 'fil', 'id', 'vi']
  /** Every month, first and last days, across years and the turn of a day in the visitor's zone. */
  const instants = [1999, 2026, 2100].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => [
      new Date(year, month, 1, 0, 0).toISOString(),
      new Date(year, month + 1, 0, 23, 59).toISOString(),
      new Date(Date.UTC(year, month, 15, 12)).toISOString(),
    ]).flat(),
  )

  it('writes every language of the product as Intl does (medium style, Latin digits)', () => {
    for (const bcp47 of tags) {
      const intl = new Intl.DateTimeFormat(`${bcp47}-u-nu-latn-ca-gregory`, { dateStyle: 'medium' })
      const { date } = formattersFor(bcp47)
      for (const iso of instants)
        expect(date(iso), `${bcp47} ${iso}`).toBe(intl.format(new Date(iso)))
    }
  })

  it('makes no Intl formatter for them, and leaves other languages to Intl', () => {
    const made = countDateFormatters()
    for (const bcp47 of tags) formattersFor(bcp47).date('2026-11-29T08:00:00Z')
    expect(made).not.toHaveBeenCalled()
    expect(formattersFor('de-CH').date('2026-11-29T08:00:00Z')).toBe(
      new RealDateTimeFormat('de-CH-u-nu-latn-ca-gregory', { dateStyle: 'medium' }).format(
        new Date('2026-11-29T08:00:00Z'),
      ),
    )
    expect(made).toHaveBeenCalledTimes(1)
  })
})
