import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { phoneAuthMessage } from './messages'
import { phoneAuthCodes } from './phone-auth'

const locales = join(import.meta.dirname, '..', '..', '..', '..', 'locales')
const translation = (language: string, id: string) =>
  new RegExp(`msgid "${id}"\\nmsgstr "(.*)"`).exec(
    readFileSync(join(locales, `${language}.po`), 'utf8'),
  )?.[1]

describe('phoneAuthMessage (spec §8)', () => {
  it('gives every phone-auth code a message of its own', () => {
    const ids = phoneAuthCodes.map((code) => phoneAuthMessage(code).id)
    expect(new Set(ids).size).toBe(phoneAuthCodes.length)
    for (const code of phoneAuthCodes) expect(phoneAuthMessage(code).message).toBeTruthy()
    expect(phoneAuthMessage('auth/too-many-requests').message).toMatch(/5 minutes/)
  })

  it('reads a code spec §8 does not list as auth/unknown', () => {
    const unknown = phoneAuthMessage('auth/unknown')
    expect(phoneAuthMessage('auth/internal-error')).toBe(unknown)
    expect(phoneAuthMessage('')).toBe(unknown)
  })

  it('is translated into every language but the empty ty catalog', () => {
    for (const language of ['cn', 'id', 'th', 'vi', 'tl'])
      for (const code of phoneAuthCodes)
        expect(translation(language, phoneAuthMessage(code).id), `${language} ${code}`).toBeTruthy()
  })
})
