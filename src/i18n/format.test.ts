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
