// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { setupI18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from './locale-provider'

describe('LocaleProvider', () => {
  it('draws the page again when the language changes, not when a catalog part loads', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' } } })
    let renders = 0
    function Greeting() {
      const { _ } = useLingui()
      renders += 1
      return <p>{_('greeting')}</p>
    }
    render(
      <LocaleProvider i18n={i18n}>
        <Greeting />
      </LocaleProvider>,
    )
    expect(screen.getByText('Hello')).toBeTruthy()
    const drawn = renders

    // A part of the active language: new messages, for code that has not drawn yet.
    act(() => i18n.load('en', { 'lists.title': 'Games' }))
    expect(renders).toBe(drawn)
    expect(i18n._('lists.title')).toBe('Games')

    act(() => {
      i18n.load('vi', { greeting: 'Xin chào' })
      i18n.activate('vi')
    })
    expect(screen.getByText('Xin chào')).toBeTruthy()
    expect(renders).toBe(drawn + 1)
  })

  it('draws nothing until a language is active', () => {
    const i18n = setupI18n()
    const { container } = render(
      <LocaleProvider i18n={i18n}>
        <p>Shown</p>
      </LocaleProvider>,
    )
    expect(container.textContent).toBe('')
    act(() => {
      i18n.load('en', {})
      i18n.activate('en')
    })
    expect(container.textContent).toBe('Shown')
  })
})
