import { describe, expect, it } from 'vitest'
import type { Capabilities } from '@/config/condition'
import type { FieldRule } from '@/lib/registration-rules'
import { systemValues, visibleFields, type FieldContext } from './fields'

const rule = (enabled: boolean, required = true): FieldRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 20,
})

/** Capabilities with these flags on, besides the mobile-registration password. */
const capsWith = (...flags: string[]): Capabilities => ({
  flags: new Set(['mobileRegistrationPassword', ...flags]),
  languages: ['EN'],
  loggedIn: false,
  accountType: null,
})

const context = (overrides: Partial<FieldContext> = {}): FieldContext => ({
  mode: 'username',
  caps: capsWith(),
  hasUrlAffiliate: false,
  rules: {
    username: rule(true),
    password: rule(true),
    confirmPassword: rule(true),
    email: rule(false),
    mobileNum: rule(true, false),
    payeeName: rule(true, false),
  },
  ...overrides,
})

const names = (c: FieldContext) => visibleFields(c).map((f) => f.name)

describe('registration fields from the table and the platform config', () => {
  it('shows the fields the platform enables, in table order, and never the system fields', () => {
    expect(names(context())).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'mobileNum',
    ])
  })

  it('adds the country code and the SMS code only with their switches and a mobile number', () => {
    const caps = capsWith('countryDialingCode', 'registrationSms')
    expect(names(context({ caps }))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
    ])
    const noMobile = { ...context().rules, mobileNum: rule(false) }
    expect(names(context({ caps, rules: noMobile }))).not.toContain('verificationCode')
  })

  it('forces the mobile number on and required in mobile mode, with no username', () => {
    const fields = visibleFields(context({ mode: 'mobile' }))
    expect(fields.map((f) => f.name)).not.toContain('username')
    expect(fields.find((f) => f.name === 'mobileNum')?.rule.required).toBe(true)
    const noPassword = { ...capsWith(), flags: new Set<string>() }
    expect(names(context({ mode: 'mobile', caps: noPassword }))).not.toContain('password')
  })

  it('asks for the SMS code in mobile mode even with the registration-SMS switch off', () => {
    expect(names(context())).not.toContain('verificationCode')
    expect(names(context({ mode: 'mobile' }))).toContain('verificationCode')
  })

  it('shows the affiliate field only with the setting on and no valid code in the URL', () => {
    const caps = capsWith('affiliate')
    expect(names(context({ caps }))).toContain('affiliateCode')
    expect(names(context({ caps, hasUrlAffiliate: true }))).not.toContain('affiliateCode')
    expect(names(context())).not.toContain('affiliateCode')
  })

  it('caps each input at the smaller of the table and the platform maximum', () => {
    const rules = { ...context().rules, username: { ...rule(true), maxLength: 500 } }
    expect(visibleFields(context({ rules })).find((f) => f.name === 'username')?.maxLength).toBe(32)
  })

  it('sends the host, the page URL, the method WEB and the sign-in flag', () => {
    const values = systemValues(
      new URL('https://lucky.example/register?x=1') as unknown as Location,
    )
    expect(values).toEqual({
      domain: 'lucky.example',
      registerUrl: 'https://lucky.example/register?x=1',
      registerMethod: 'WEB',
      login: true,
    })
  })
})
