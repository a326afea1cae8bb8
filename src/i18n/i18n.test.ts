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
})
