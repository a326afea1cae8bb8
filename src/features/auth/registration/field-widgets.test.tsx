// @vitest-environment jsdom
import { createElement } from 'react'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import schema from '../../../../schemas/registration-fields.schema.json'
import { renderWithProviders } from '@/test/render'
import type { VisibleField } from './fields'
import { fieldWidgets, widgetFor, type WidgetServices } from './field-widgets'
import type { FieldInput } from './use-register-form'

const fieldOf = (name: string, kind: VisibleField['kind']): VisibleField => ({
  name,
  kind,
  label: `register.${name}`,
  maxLength: 20,
  rule: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 1,
    maxLength: 20,
  },
})
const inputOf = (name: string, value = ''): FieldInput => ({
  id: `field-${name}`,
  name,
  value,
  maxLength: 20,
  autoComplete: undefined,
  required: true,
  'aria-invalid': undefined,
  'aria-describedby': undefined,
  onChange: vi.fn(),
  onBlur: vi.fn(),
})
const services = (overrides: Partial<WidgetServices> = {}): WidgetServices => ({
  countries: [
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'TH', countryDialingCode: '+66' },
  ],
  defaultDialing: '+63',
  sms: { remaining: 0, isSending: false, send: vi.fn(), notice: '', captcha: null },
  captchaImage: 'data:image/png;base64,AA==',
  refreshCaptcha: vi.fn(),
  ...overrides,
})

/** One field's widget, with a label naming its input as the form's row does. */
function renderWidget(name: string, kind: VisibleField['kind'], extra?: Partial<WidgetServices>) {
  const field = fieldOf(name, kind)
  const input = inputOf(name)
  renderWithProviders(
    <div>
      <label htmlFor={input.id}>{name}</label>
      {createElement(widgetFor(field), { field, input, services: services(extra) })}
    </div>,
  )
  return input
}

describe('registration widget registry', () => {
  it('has a widget for every field kind of the schema but system', () => {
    const kinds = schema.properties.fields.items.properties.kind.enum.filter((k) => k !== 'system')
    expect(Object.keys(fieldWidgets).sort()).toEqual([...kinds].sort())
  })

  it('fails loudly on a kind it does not know, naming the field and the table', () => {
    expect(() => widgetFor({ name: 'shoeSize', kind: 'slider' })).toThrow(
      'schemas/registration-fields.json: field "shoeSize" has kind "slider", which has no widget',
    )
    // Only the registry's own keys count, never what every object inherits.
    expect(() => widgetFor({ name: 'odd', kind: 'toString' })).toThrow('field "odd"')
    expect(() => widgetFor({ name: 'domain', kind: 'system' })).toThrow('kind "system"')
  })

  it('draws passwords hidden, emails as emails and numbers with the numeric keypad', () => {
    renderWidget('password', 'password')
    renderWidget('email', 'email')
    renderWidget('mobileNum', 'tel')
    renderWidget('username', 'text')
    expect(screen.getByLabelText('password')).toHaveProperty('type', 'password')
    expect(screen.getByLabelText('email')).toHaveProperty('type', 'email')
    expect(screen.getByLabelText('mobileNum')).toHaveProperty('type', 'tel')
    expect(screen.getByLabelText('mobileNum').getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByLabelText('username')).toHaveProperty('type', 'text')
  })

  it('offers the platform’s dialing codes, the first chosen until one is picked', () => {
    const input = renderWidget('countryDialingCode', 'select')
    const select = screen.getByLabelText('countryDialingCode')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PH +63', 'TH +66'])
    expect(select).toHaveProperty('value', '+63')
    fireEvent.change(select, { target: { value: '+66' } })
    expect(input.onChange).toHaveBeenCalled()
  })

  it('preselects the default dialing code the form gives, not the first option', () => {
    renderWidget('countryDialingCode', 'select', { defaultDialing: '+66' })
    expect(screen.getByLabelText('countryDialingCode')).toHaveProperty('value', '+66')
  })

  it('puts the send button beside the SMS code, and its countdown and refusal', () => {
    const sms = { remaining: 0, isSending: false, send: vi.fn(), notice: '', captcha: null }
    renderWidget('verificationCode', 'code', { sms })
    expect(screen.getByLabelText('verificationCode').getAttribute('inputmode')).toBe('numeric')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(sms.send).toHaveBeenCalled()
  })

  it('shows a waiting send as a disabled countdown with the refusal below', () => {
    renderWidget('verificationCode', 'code', {
      sms: {
        remaining: 42,
        isSending: false,
        send: vi.fn(),
        notice: 'Too many codes',
        captcha: null,
      },
    })
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toHaveProperty('disabled', true)
    expect(screen.getByText('Too many codes')).toBeTruthy()
  })

  it('shows the captcha’s picture beside its answer once it has come', () => {
    renderWidget('captcha', 'captcha')
    expect(screen.getByAltText('Captcha picture').getAttribute('src')).toBe(
      'data:image/png;base64,AA==',
    )
  })

  it('shows another picture when its picture is pressed, at most once a second', () => {
    const refreshCaptcha = vi.fn()
    renderWidget('captcha', 'captcha', { refreshCaptcha })
    const picture = screen.getByRole('button', { name: 'Show another picture' })
    expect(within(picture).getByAltText('Captcha picture')).toBeTruthy()
    fireEvent.click(picture)
    fireEvent.click(picture)
    expect(refreshCaptcha).toHaveBeenCalledTimes(1)
  })

  it('has no picture button before the picture has come', () => {
    renderWidget('captcha', 'captcha', { captchaImage: undefined })
    expect(screen.queryByRole('button', { name: 'Show another picture' })).toBeNull()
  })
})
