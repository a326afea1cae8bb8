import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { activateLanguage, i18n, loadScreenMessages } from './i18n'

describe('activateLanguage', () => {
  it('gives a screen that loads while a language activates (at boot) that language’s messages', async () => {
    const activating = activateLanguage('VI', { remember: false })
    await loadScreenMessages()
    await activating
    expect(i18n.locale).toBe('vi')
    expect(i18n._('download.install.button')).toBe('Cài đặt')
  })

  it('keeps the latest of two choices made in quick succession', async () => {
    const first = activateLanguage('TH', { remember: false })
    const second = activateLanguage('EN', { remember: false })
    await Promise.all([first, second])
    expect(i18n.locale).toBe('en')
    expect(i18n._('download.install.button')).toBe('Install')
  })

  it('picks plural forms by the language’s own rules, not its catalog’s code', async () => {
    const plural = compileMessage('{n, plural, one {one} other {other}}')
    await activateLanguage('CN', { remember: false })
    expect(i18n.locales).toEqual(['zh-CN'])
    i18n.load('cn', { 'test.plural': plural })
    // Chinese has one form: 'cn', which Intl does not know, fell back to English's "one".
    expect(i18n._('test.plural', { n: 1 })).toBe('other')
    await activateLanguage('TL', { remember: false })
    i18n.load('tl', { 'test.plural': plural })
    // Filipino puts 2 in "one" (CLDR: v = 0 and i = 1,2,3).
    expect(i18n._('test.plural', { n: 2 })).toBe('one')
    await activateLanguage('EN', { remember: false })
  })
})
