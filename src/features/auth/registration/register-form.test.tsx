// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RegisterConfig } from '@/api/system/get-register-config'
import type { Capabilities } from '@/config/condition'
import type { FieldRule } from '@/lib/registration-rules'
import type { Brand } from '@/config/brand.types'
import { getBrand, setBrand } from '@/state/brand.store'
import { fakePlatform, refuse, type Handlers } from '@/test/fake-platform'
import { renderWithProviders } from '@/test/render'
import nova from '../../../../brands/nova/brand.json'
import { RegisterForm } from './register-form'

const field = (pattern: string, patternId: string, min: number, max: number, required = true) =>
  ({
    enabled: true,
    required,
    acceptedPattern: pattern,
    patternId,
    minLength: min,
    maxLength: max,
  }) satisfies FieldRule

const config: RegisterConfig = {
  ageRequirement: 18,
  // Asked before the first deposit: the form has no date of birth unless a test asks for one.
  birthDateAt: 'deposit',
  fields: {
    username: field('^[a-zA-Z][a-zA-Z0-9]*$', 'letterThenAlnum', 6, 16),
    password: field('^[A-Za-z0-9]+$', 'alnum', 6, 20),
    confirmPassword: field('*', 'any', 6, 20),
    mobileNum: field('^[0-9]+$', 'digits', 7, 12, false),
    captcha: field('^[A-Za-z0-9]+$', 'alnum', 4, 4),
  },
}
/** Capabilities with these flags on, besides the mobile-registration password. */
const capsWith = (...flags: string[]): Capabilities => ({
  flags: new Set(['mobileRegistrationPassword', ...flags]),
  languages: ['EN'],
  loggedIn: false,
  accountType: null,
})
const login = { token: 't-new', firstTimeLogin: true, passwordExpired: false, weakPassword: false }
let captchas = 0
const platformAnswers: Handlers = {
  'auth.captcha': () => ({ captchaId: `c-${++captchas}`, image: 'data:image/png;base64,AA==' }),
  'system.countries': () => [
    { countryCode: 'PH', countryDialingCode: '+63' },
    { countryCode: 'VN', countryDialingCode: '+84' },
  ],
}

function renderForm(props: Partial<Parameters<typeof RegisterForm>[0]> = {}) {
  const onRegistered = vi.fn(() => Promise.resolve())
  const onInvalidInvitation = vi.fn()
  renderWithProviders(
    <RegisterForm
      mode="username"
      config={config}
      caps={capsWith()}
      phoneAuth={false}
      urlAffiliate={null}
      onInvalidInvitation={onInvalidInvitation}
      onRegistered={onRegistered}
      {...props}
    />,
  )
  return { onRegistered, onInvalidInvitation }
}
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }))
const agree = () => {
  fireEvent.click(screen.getByLabelText(/agree to the terms/))
  fireEvent.click(screen.getByLabelText('I confirm that I am 18 years old or over'))
}
async function fillValid() {
  type(/^Username/, 'player01')
  type(/^Password/, 'Secret12')
  type(/^Confirm password/, 'Secret12')
  type(/^Captcha/, 'AB12')
  await screen.findByAltText('Captcha picture')
}

describe('RegisterForm', () => {
  it('shows the fields the platform enables, with their rules as hints', () => {
    fakePlatform(platformAnswers)
    renderForm()
    const form = screen.getByTestId('register-form-username')
    const labels = within(form)
      .getAllByText((_, element) => element?.tagName === 'LABEL')
      .map((label) => label.textContent)
    expect(labels).toEqual([
      'Username *',
      'Password *',
      'Confirm password *',
      'Mobile number',
      'Captcha *',
      'I have read and agree to the terms and conditions',
      'I confirm that I am 18 years old or over',
    ])
    expect(
      screen.getByText('Start with a letter, then letters and digits · 6-16 characters'),
    ).toBeTruthy()
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('type', 'password')
    expect(screen.getByLabelText(/^Mobile number/)).toHaveProperty('type', 'tel')
  })

  it('names each problem beside its field and sends nothing', async () => {
    const platform = fakePlatform(platformAnswers)
    renderForm()
    type(/^Username/, '1player')
    type(/^Password/, 'Secret12')
    type(/^Confirm password/, 'Secret13')
    submit()
    expect((await screen.findByTestId('problem-username')).textContent).toBe(
      'Start with a letter, then letters and digits',
    )
    expect(screen.getByTestId('problem-confirmPassword').textContent).toBe(
      'The two passwords are inconsistent',
    )
    expect(screen.getByTestId('problem-captcha').textContent).toBe('Input cannot be empty')
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText(/^Username/))
    expect(platform.requestsOf('auth.register')).toHaveLength(0)
  })

  it('asks for the terms and the age, both announced as required, before it registers', async () => {
    const platform = fakePlatform(platformAnswers)
    renderForm()
    const terms = screen.getByLabelText<HTMLInputElement>(/agree to the terms/)
    const adult = screen.getByLabelText<HTMLInputElement>(
      'I confirm that I am 18 years old or over',
    )
    expect(terms.required && adult.required).toBe(true)
    await fillValid()
    submit()
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeTruthy()
    expect(document.activeElement).toBe(terms)
    fireEvent.click(terms)
    submit()
    expect(await screen.findByText('Please confirm that you are 18 or over')).toBeTruthy()
    expect(document.activeElement).toBe(adult)
    expect(platform.requestsOf('auth.register')).toHaveLength(0)
  })

  it('registers with the typed fields, the captcha id and the system fields', async () => {
    const platform = fakePlatform({ ...platformAnswers, 'auth.register': () => login })
    const { onRegistered } = renderForm()
    await fillValid()
    agree()
    submit()
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(login))
    const [sent] = platform.requestsOf('auth.register')
    expect(sent?.body).toMatchObject({
      username: 'player01',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      captcha: 'AB12',
      captchaId: expect.stringMatching(/^c-\d+$/) as string,
      registerMethod: 'WEB',
      domain: 'localhost',
      login: true,
    })
    expect(sent?.body).not.toHaveProperty('mobileNum')
  })

  it('asks the date of birth, required, when the merchant asks it at registration, and sends it', async () => {
    const platform = fakePlatform({ ...platformAnswers, 'auth.register': () => login })
    const { onRegistered } = renderForm({
      config: { ...config, ageRequirement: 21, birthDateAt: 'registration' },
    })
    const birthday = screen.getByLabelText(/^Date of birth/)
    expect(birthday).toHaveProperty('type', 'date')
    expect(birthday).toHaveProperty('required', true)
    // The hint tied to the input says it is required and why: the merchant's minimum age.
    const hint = document.getElementById(birthday.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Required. You must be 21 or over to register.')
    await fillValid()
    fireEvent.click(screen.getByLabelText(/agree to the terms/))
    fireEvent.click(screen.getByLabelText('I confirm that I am 21 years old or over'))
    submit()
    expect((await screen.findByTestId('problem-birthday')).textContent).toBe(
      'Input cannot be empty',
    )
    expect(platform.requestsOf('auth.register')).toHaveLength(0)
    type(/^Date of birth/, '2001-02-03')
    submit()
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.register')[0]?.body).toMatchObject({ birthday: '2001-02-03' })
  })

  it('shows the platform’s own words when it refuses the age', async () => {
    fakePlatform({
      ...platformAnswers,
      'auth.register': () => refuse('You must be at least 18 years old to register'),
    })
    const { onRegistered } = renderForm({ config: { ...config, birthDateAt: 'registration' } })
    await fillValid()
    type(/^Date of birth/, '2015-06-01')
    agree()
    submit()
    expect((await screen.findByTestId('register-error')).textContent).toBe(
      'You must be at least 18 years old to register',
    )
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it('shows a refusal, then a new captcha picture with its answer cleared', async () => {
    const platform = fakePlatform({
      ...platformAnswers,
      'auth.register': () => refuse('The username is taken'),
    })
    const { onRegistered } = renderForm()
    await fillValid()
    agree()
    submit()
    expect((await screen.findByTestId('register-error')).textContent).toBe('The username is taken')
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(2))
    expect(screen.getByLabelText(/^Captcha/)).toHaveProperty('value', '')
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false)
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it('shows another captcha picture when its picture is pressed, the answer cleared, and sends its id', async () => {
    const platform = fakePlatform({ ...platformAnswers, 'auth.register': () => login })
    const { onRegistered } = renderForm()
    await fillValid()
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(1))
    const first = captchas
    fireEvent.click(screen.getByRole('button', { name: 'Show another picture' }))
    await waitFor(() => expect(platform.requestsOf('auth.captcha')).toHaveLength(2))
    expect(screen.getByLabelText(/^Captcha/)).toHaveProperty('value', '')
    type(/^Captcha/, 'CD34')
    agree()
    submit()
    await waitFor(() => expect(onRegistered).toHaveBeenCalled())
    expect(platform.requestsOf('auth.register')[0]?.body).toMatchObject({
      captcha: 'CD34',
      captchaId: `c-${first + 1}`,
    })
  })

  it('checks a typed invitation code before registering', async () => {
    const platform = fakePlatform({
      ...platformAnswers,
      'auth.affiliateCheck': () => ({ valid: false }),
    })
    const { onInvalidInvitation, onRegistered } = renderForm({
      caps: capsWith('affiliate'),
    })
    await fillValid()
    type(/^Invitation code/, 'NOPE')
    agree()
    submit()
    await waitFor(() => expect(onInvalidInvitation).toHaveBeenCalled())
    expect(platform.requestsOf('auth.affiliateCheck')[0]?.query).toEqual({
      code: 'NOPE',
      domain: 'localhost',
    })
    expect(platform.requestsOf('auth.register')).toHaveLength(0)
    expect(onRegistered).not.toHaveBeenCalled()
  })

  it('preselects the brand’s home country while the platform’s countries load (nova: VN +84)', () => {
    const brand = getBrand()
    setBrand(nova as Brand)
    try {
      fakePlatform({ ...platformAnswers, 'system.countries': () => new Promise(() => {}) })
      renderForm({ mode: 'mobile', caps: capsWith('countryDialingCode') })
      expect(screen.getByLabelText(/^Country code/)).toHaveProperty('value', '+84')
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['VN +84'])
    } finally {
      setBrand(brand)
    }
  })

  it('sends the SMS code to the number with its dialing code, then counts down', async () => {
    const platform = fakePlatform({
      ...platformAnswers,
      'auth.registerSms': () => ({ expiredMinutes: 1 }),
      'auth.registerMobile': () => login,
    })
    const { onRegistered } = renderForm({
      mode: 'mobile',
      caps: capsWith('countryDialingCode', 'registrationSms'),
    })
    const dialing = await screen.findByRole('option', { name: 'VN +84' })
    fireEvent.change(screen.getByLabelText(/^Country code/), { target: { value: '+84' } })
    expect(dialing).toHaveProperty('selected', true)
    type(/^Mobile number/, '912345678')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(platform.requestsOf('auth.registerSms')[0]?.body).toEqual({
      mobileNo: '912345678',
      countryDialingCode: '+84',
    })
    type(/^Verification code/, '123456')
    type(/^Password/, 'Secret12')
    type(/^Confirm password/, 'Secret12')
    type(/^Captcha/, 'AB12')
    agree()
    submit()
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(login))
    expect(platform.requestsOf('auth.registerMobile')[0]?.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
    })
  })
})
