import { describe, expect, it } from 'vitest'
import { checkRegistration } from '../../server/platform/handlers/registration'
import { testPattern } from '../../server/platform/patterns'
import { defaultSettings } from '../../server/platform/settings'

const password = '^(?=.*[A-Za-z])(?=.*\\d).+$'
const hostile = `${'a'.repeat(50)}b`

const agreesWithRegExp = (pattern: string, values: string[]) =>
  values
    .map((value) => ({
      value,
      server: testPattern(pattern, value),
      js: new RegExp(pattern, 'u').test(value) ? 'match' : 'mismatch',
    }))
    .filter((r) => r.server !== r.js)

describe('testPattern (server)', () => {
  it('treats * as match-all and reports a pattern that does not compile as invalid', () => {
    expect(testPattern('*', 'anything')).toBe('match')
    expect(testPattern('([a-z', 'abc')).toBe('invalid')
    expect(testPattern('(?<', 'abc')).toBe('invalid')
  })

  it('answers ^(a+)+$ on 50 a and a b quickly (linear engine: mismatch)', () => {
    const started = performance.now()
    expect(testPattern('^(a+)+$', hostile)).toBe('mismatch')
    expect(testPattern('^(a+)+$', 'a'.repeat(255))).toBe('match')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('interrupts a catastrophic pattern that only the backtracking engine can run', () => {
    // The lookahead keeps this pattern off re2js, so it backtracks: the vm timeout must stop it.
    const started = performance.now()
    expect(testPattern('^(?=a)(a+)+$', hostile, 50)).toBe('timeout')
    expect(testPattern('^(?=a)(a+)+$', hostile)).toBe('timeout')
    expect(performance.now() - started).toBeLessThan(1000)
    expect(testPattern('^(?=a)(a+)+$', 'aaaa')).toBe('match')
  })

  it('checks the lookahead password pattern on the backtracking path', () => {
    expect(testPattern(password, 'Secret12')).toBe('match')
    expect(testPattern(password, 'Secret')).toBe('mismatch')
    expect(testPattern(password, '12345678')).toBe('mismatch')
  })

  it('agrees with new RegExp(p, "u") on the common patterns', () => {
    const values = [
      'player1',
      '1player',
      'Player_1',
      '123456',
      '12 34',
      'name@example.com',
      'name@example',
      'na me@example.com',
      'name\u00a0x@example.com',
      'name@example.com\n',
      'John Smith',
      'JohnSmith',
      'John\tSmith',
      'สมชาย',
      'สมชาย ใจดี',
      '한국어',
      '한국어A',
      '😀',
      '',
    ]
    for (const pattern of [
      '^[a-zA-Z][a-zA-Z0-9]*$',
      '^[0-9]+$',
      '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      '^[A-Za-z]+ [A-Za-z ]+$',
      '^[\\u0E00-\\u0E7F]+$',
      '^[\\uAC00-\\uD7AF]+$',
      '^.+$',
    ])
      expect(agreesWithRegExp(pattern, values)).toEqual([])
  })

  it('caps the value at 255 characters', () => {
    expect(testPattern('^a{0,255}$', `${'a'.repeat(255)}!`)).toBe('match')
    expect(testPattern('^(?=a)a{0,255}$', `${'a'.repeat(255)}!`)).toBe('match')
  })
})

describe('checkRegistration with hostile patterns', () => {
  const field = (acceptedPattern: string) => ({
    enabled: true,
    required: true,
    acceptedPattern,
    patternId: 'custom',
    minLength: 1,
    maxLength: 255,
  })
  const config = (fields: Record<string, ReturnType<typeof field>>) => ({
    ...defaultSettings().register,
    fields,
  })

  it('says a value could not be checked when its pattern times out', () => {
    const problems = checkRegistration(
      { nickname: hostile },
      config({ nickname: field('^(?=a)(a+)+$') }),
      'username',
    )
    expect(problems).toEqual([
      'nickname could not be checked; please use a shorter or simpler value',
    ])
  })

  it('checks only required and length when the pattern does not compile', () => {
    expect(
      checkRegistration({ nickname: '!!' }, config({ nickname: field('([a-z') }), 'username'),
    ).toEqual([])
    expect(checkRegistration({}, config({ nickname: field('([a-z') }), 'username')).toEqual([
      'nickname is required',
    ])
  })

  it('reports a mismatch from the linear engine as the wrong format', () => {
    expect(
      checkRegistration({ nickname: hostile }, config({ nickname: field('^(a+)+$') }), 'username'),
    ).toEqual(['nickname has the wrong format'])
  })
})
