// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakePlatform, refuse } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import { SmsLoginForm } from './sms-login-form'

const login = { token: 't-2', firstTimeLogin: false, passwordExpired: false, weakPassword: false }
const countries = () => [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'TH', countryDialingCode: '+66' },
]

function renderForm(showCountryCode = true) {
  const onSignedIn = vi.fn()
  renderWithProviders(
    <SmsLoginForm
      showCountryCode={showCountryCode}
      phoneAuth={false}
      onSignedIn={onSignedIn}
      onVerification={vi.fn()}
    />,
  )
  return { onSignedIn }
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
const error = () => screen.getByTestId('login-error').textContent

describe('SmsLoginForm', () => {
  it('asks for a valid number before sending a code or signing in', async () => {
    const platform = fakePlatform({ 'system.countries': countries })
    renderForm()
    type('Mobile number', '12ab')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(error()).toBe('Enter a valid phone number'))
    type('Mobile number', '9171234567')
    signIn()
    await waitFor(() => expect(error()).toBe('Enter a valid verification code'))
    expect(platform.requestsOf('auth.loginCode')).toHaveLength(0)
    expect(platform.requestsOf('auth.login')).toHaveLength(0)
  })

  it('sends the code to the number with the chosen country code, then counts down', async () => {
    const platform = fakePlatform({
      'system.countries': countries,
      'auth.loginCode': () => ({ expiredMinutes: 2 }),
    })
    renderForm()
    await screen.findByRole('option', { name: 'TH +66' })
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+66' } })
    type('Mobile number', '812345678')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: 'Resend in 120 s' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(platform.requestsOf('auth.loginCode')[0]?.body).toEqual({
      mobileNum: '812345678',
      countryDialingCode: '+66',
    })
  })

  it('shows the image captcha when the platform wants one for a new number', async () => {
    fakePlatform({
      'system.countries': countries,
      'auth.loginCode': () =>
        refuse('Enter the captcha to receive a code', { value: { captchaRequired: true } }),
      'auth.captcha': () => ({ captchaId: 'c-1', image: 'data:image/png;base64,AA==' }),
    })
    renderForm()
    type('Mobile number', '9171234567')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByTestId('sms-error')).toHaveProperty(
      'textContent',
      'Enter the captcha to receive a code',
    )
    expect(await screen.findByAltText('Captcha picture')).toBeTruthy()
  })

  it('signs in with the number as the username and the code as the password', async () => {
    const platform = fakePlatform({ 'auth.login': () => login })
    const { onSignedIn } = renderForm(false)
    expect(screen.queryByLabelText('Country code')).toBeNull()
    type('Mobile number', ' 9171234567 ')
    type('Verification code', '654321')
    signIn()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.login')[0]?.body).toEqual({
      username: '9171234567',
      password: '654321',
      type: 'sms',
      countryDialingCode: '+63',
    })
  })

  it('shows a refused sign-in', async () => {
    fakePlatform({ 'auth.login': () => refuse('The code is wrong or has expired') })
    const { onSignedIn } = renderForm(false)
    type('Mobile number', '9171234567')
    type('Verification code', '000000')
    signIn()
    await waitFor(() => expect(error()).toBe('The code is wrong or has expired'))
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('asks for the image captcha once a failure indicates it, and reloads it after each failure', async () => {
    let captchas = 0
    let logins = 0
    const platform = fakePlatform({
      'auth.captcha': () => ({ captchaId: `c-${++captchas}`, image: 'data:image/png;base64,AA==' }),
      'auth.login': () =>
        ++logins < 3
          ? refuse('Enter a valid verification code', { value: { captchaRequired: true } })
          : login,
    })
    const { onSignedIn } = renderForm(false)
    type('Mobile number', '9171234567')
    type('Verification code', '000000')
    signIn()
    await waitFor(() => expect(error()).toBe('Enter a valid verification code'))
    const picture = await screen.findByRole('button', { name: 'Show another picture' })
    expect(platform.requestsOf('auth.captcha')).toHaveLength(1)

    // Without its answer nothing is sent.
    signIn()
    await waitFor(() => expect(error()).toBe('Enter the captcha'))
    expect(platform.requestsOf('auth.login')).toHaveLength(1)

    // Its picture is a button that shows another, the answer cleared.
    type('Captcha', 'ABCD')
    fireEvent.click(picture)
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(2))
    expect(screen.getByLabelText('Captcha')).toHaveProperty('value', '')

    type('Captcha', 'WXYZ')
    signIn()
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(3))
    expect(platform.requestsOf('auth.login')[1]?.body).toMatchObject({
      type: 'sms',
      captchaId: 'c-2',
      captcha: 'WXYZ',
    })
    expect(screen.getByLabelText('Captcha')).toHaveProperty('value', '')

    type('Captcha', 'KLMN')
    type('Verification code', '123456')
    signIn()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.login')[2]?.body).toMatchObject({
      password: '123456',
      captchaId: 'c-3',
      captcha: 'KLMN',
    })
  })
})
