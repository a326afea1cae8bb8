import { describe, expect, it } from 'vitest'
import type { CompiledPattern } from './pattern'
import {
  checkValue,
  hintParts,
  lengthProblem,
  messages,
  patternMessages,
  type FieldRule,
} from './registration-rules'

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-z]+$',
  patternId: 'letterThenAlnum',
  minLength: 6,
  maxLength: 16,
  ...overrides,
})

/** A compiled pattern that answers what the test says and records what it was asked. */
function pattern(result: 'match' | 'mismatch' | 'timeout', seen: string[] = []): CompiledPattern {
  return {
    kind: 'linear',
    test: (value: string) => {
      seen.push(value)
      return Promise.resolve(result)
    },
  }
}

describe('registration rules (spec §5)', () => {
  it('requires a value only when the field is required', async () => {
    expect((await checkValue('username', '', rule(), pattern('match')))?.id).toBe(messages.empty.id)
    expect(await checkValue('qqNum', '', rule({ required: false }), pattern('match'))).toBeNull()
  })

  it('checks the length between the platform bounds before any pattern runs', async () => {
    const seen: string[] = []
    const short = await checkValue('username', 'abc', rule(), pattern('match', seen))
    expect(short).toMatchObject({ id: 'register.hint.length', values: { min: 6, max: 16 } })
    expect(seen).toEqual([])
    const long = await checkValue('username', 'a'.repeat(5000), rule(), pattern('match', seen))
    expect(long?.id).toBe('register.hint.length')
    expect(seen).toEqual([])
  })

  it('names the password bounds, a fixed length and an N-digit phone number', () => {
    expect(lengthProblem(rule({ minLength: 6, maxLength: 20 }), 'password')).toMatchObject({
      id: 'register.error.passwordLength',
      values: { min: 6, max: 20 },
    })
    expect(lengthProblem(rule({ minLength: 8, maxLength: 8 }), 'password')).toMatchObject({
      id: 'register.error.passwordLengthFixed',
      values: { count: 8 },
    })
    expect(lengthProblem(rule({ minLength: 11, maxLength: 11 }), 'mobileNum')).toMatchObject({
      id: 'register.error.phoneDigits',
      values: { count: 11 },
    })
    expect(lengthProblem(rule({ minLength: 4, maxLength: 4 }))).toMatchObject({
      id: 'register.hint.lengthFixed',
      values: { count: 4 },
    })
  })

  it('gives the pattern message of the pattern id, else the field wrong-format message', async () => {
    const byId = await checkValue('username', 'abcdefg', rule(), pattern('mismatch'))
    expect(byId?.id).toBe(patternMessages.letterThenAlnum!.id)
    const byField = await checkValue(
      'email',
      'abcdefg',
      rule({ patternId: 'unknown' }),
      pattern('mismatch'),
    )
    expect(byField?.id).toBe('register.error.email')
    const generic = await checkValue(
      'line',
      'abcdefg',
      rule({ patternId: 'unknown' }),
      pattern('mismatch'),
    )
    expect(generic?.id).toBe(messages.wrongFormat.id)
    expect(await checkValue('username', 'abcdefg', rule(), pattern('match'))).toBeNull()
  })

  it('says so when a pattern could not be checked in time, rather than freezing', async () => {
    expect((await checkValue('username', 'aaaaaaa', rule(), pattern('timeout')))?.id).toBe(
      messages.unchecked.id,
    )
  })

  it('has a message for every pattern family of spec §5', () => {
    for (const id of [
      'alnum',
      'letterThenAlnum',
      'digits',
      'email',
      'uppercase',
      'lettersAndSpaces',
      'noSpaces',
      'thai',
      'korean',
      'japaneseFullWidth',
      'chinese',
      'fullName',
      'strongPassword',
      'lettersAndDigits',
      'dateYmd',
      'dateMdy',
    ])
      expect(patternMessages[id]?.id, id).toBe(`register.pattern.${id}`)
  })

  it('hints the pattern and the length, and only the length for a match-all pattern', () => {
    expect(hintParts(rule()).map((p) => p.id)).toEqual([
      'register.pattern.letterThenAlnum',
      'register.hint.length',
    ])
    expect(hintParts(rule({ acceptedPattern: '*' })).map((p) => p.id)).toEqual([
      'register.hint.length',
    ])
  })
})
