import { describe, expect, it } from 'vitest'
import {
  hasBidiControls,
  maskName,
  refuseBidiControls,
  stripBidiControls,
} from '../../server/platform/bidi'
import { registrationProblems } from '../../server/platform/handlers/registration'
import { inEnglish } from '../../server/platform/i18n'
import { withDefaults } from '../../server/platform/settings'

const overrides = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E']
const isolates = ['\u2066', '\u2067', '\u2068', '\u2069']

describe('text-direction controls', () => {
  it('finds every override and isolate, and leaves the marks right-to-left text needs', () => {
    for (const control of [...overrides, ...isolates])
      expect(hasBidiControls(`a${control}b`), control.codePointAt(0)!.toString(16)).toBe(true)
    for (const mark of ['\u200E', '\u200F', '\u061C', 'مرحبا', 'สวัสดี', 'Xin chào'])
      expect(hasBidiControls(mark)).toBe(false)
  })

  it('strips them from stored text, everything else kept', () => {
    expect(stripBidiControls('\u202Eexe.txt\u202C and \u2067name\u2069')).toBe('exe.txt and name')
    expect(stripBidiControls('\u200Fשלום')).toBe('\u200Fשלום')
  })

  it('refuses a field that holds one, naming the field', () => {
    expect(() => refuseBidiControls('nickname', 'fine')).not.toThrow()
    expect(() => refuseBidiControls('nickname', undefined)).not.toThrow()
    expect(() => refuseBidiControls('nickname', 'evil\u202E')).toThrow(
      'nickname must not contain text-direction control characters',
    )
  })

  it('keeps them out of the names on the public boards', () => {
    expect(maskName('ab\u202Ecdef\u202C')).toBe('ab***ef')
    expect(maskName('\u2066demo_member\u2069')).toBe('de***er')
  })

  it('refuses a registration field that holds one, whatever the merchant pattern allows', () => {
    const config = withDefaults({}).register
    const everything = {
      ...config,
      fields: { ...config.fields, username: { ...config.fields.username!, acceptedPattern: '*' } },
    }
    const problems = registrationProblems(
      { username: 'player\u202Eone', password: 'Secret123' },
      everything,
      'username',
    ).map((problem) => inEnglish(problem))
    expect(problems).toContain('username must not contain text-direction control characters')
  })
})
