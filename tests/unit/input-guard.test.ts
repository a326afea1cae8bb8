import { describe, expect, it } from 'vitest'
import { isCalendarDay } from '../../server/platform/dates'
import { localize } from '../../server/platform/i18n'
import { disallowedText, isInputDataError } from '../../server/platform/input-guard'

const schema = {
  properties: {
    title: { type: 'string' },
    body: { type: 'string', 'x-multiline': true },
    profile: { properties: { city: { type: 'string' } } },
    images: { items: { type: 'string' } },
    texts: { additionalProperties: { type: 'string', 'x-multiline': true } },
    names: { additionalProperties: { type: 'string' } },
  },
}
const refused = (input: unknown) => {
  const refusal = disallowedText(input, schema)
  return refusal && localize(refusal)
}

describe('disallowedText (server/platform/input-guard.ts)', () => {
  it('passes clean text of any script, emoji and joiners included', () => {
    expect(
      refused({ title: 'Xin chào 你好 😀👨\u200d👩\u200d👧', profile: { city: 'مدينة' } }),
    ).toBe(undefined)
  })

  it('names the field, at any depth, that holds a control character', () => {
    expect(refused({ title: 'a\u0000b' })).toBe('title contains characters that are not allowed')
    expect(refused({ profile: { city: '\u001b[31m' } })).toBe(
      'profile/city contains characters that are not allowed',
    )
    expect(refused({ images: ['ok', 'x\u007f'] })).toBe(
      'images/1 contains characters that are not allowed',
    )
  })

  it('lets tab and line breaks through only where the schema marks the text multi-line', () => {
    expect(refused({ body: 'one\r\ntwo\tthree' })).toBe(undefined)
    expect(refused({ title: 'one\ntwo' })).toBe('title contains characters that are not allowed')
    expect(refused({ body: 'one\u0000two' })).toBe('body contains characters that are not allowed')
  })

  it('reads the values of a map (per-language texts) by the schema of its values', () => {
    expect(refused({ texts: { EN: 'one\ntwo', VI: 'một\nhai' } })).toBe(undefined)
    expect(refused({ texts: { EN: 'one\u0000two' } })).toBe(
      'texts/EN contains characters that are not allowed',
    )
    expect(refused({ names: { EN: 'one\ntwo' } })).toBe(
      'names/EN contains characters that are not allowed',
    )
  })

  it('refuses half a surrogate pair, and keeps whole pairs', () => {
    expect(refused({ title: 'a\ud800b' })).toBe('title contains characters that are not allowed')
    expect(refused({ title: '\udfff' })).toBe('title contains characters that are not allowed')
    expect(refused({ title: '\ud83d\ude00' })).toBe(undefined)
  })

  it('checks values without a schema, such as path parameters', () => {
    expect(disallowedText({ id: '12' })).toBe(undefined)
    expect(localize(disallowedText({ id: '1\u0000' })!)).toBe(
      'id contains characters that are not allowed',
    )
  })
})

describe('isCalendarDay (server/platform/dates.ts)', () => {
  it('takes the days of the calendar and nothing else', () => {
    for (const day of ['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true)
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '0000-01-01'])
      expect(isCalendarDay(day), day).toBe(false)
    for (const text of ['9999999-01-01', '2026-1-1', 'garbage', '2026-01-01T00:00:00Z', ''])
      expect(isCalendarDay(text), text).toBe(false)
  })
})

describe('isInputDataError (server/platform/input-guard.ts)', () => {
  const dbError = (code: string) => Object.assign(new Error('data exception'), { code })

  it('knows the data exceptions only a value can cause', () => {
    for (const code of ['22P02', '22003', '22008', '22007', '22021', '22P05'])
      expect(isInputDataError(dbError(code)), code).toBe(true)
  })

  it('leaves the rest to answer 500: they are the code’s own mistakes', () => {
    for (const code of ['22012', '23505', '42P01', '40001'])
      expect(isInputDataError(dbError(code)), code).toBe(false)
    expect(isInputDataError({ code: '22P02' })).toBe(false)
    expect(isInputDataError(null)).toBe(false)
  })
})
