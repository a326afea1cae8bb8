import { describe, expect, it } from 'vitest'
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

const context = (overrides: Partial<FieldContext> = {}): FieldContext => ({
  mode: 'username',
  flags: {
    countryDialingCode: false,
    registrationSms: false,
    mobileRegistrationPassword: true,
    affiliate: false,
  },
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
    const flags = { ...context().flags, countryDialingCode: true, registrationSms: true }
    expect(names(context({ flags }))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
    ])
    const noMobile = { ...context().rules, mobileNum: rule(false) }
    expect(names(context({ flags, rules: noMobile }))).not.toContain('verificationCode')
  })

  it('forces the mobile number on and required in mobile mode, with no username', () => {
    const fields = visibleFields(context({ mode: 'mobile' }))
    expect(fields.map((f) => f.name)).not.toContain('username')
    expect(fields.find((f) => f.name === 'mobileNum')?.rule.required).toBe(true)
    const noPassword = { ...context().flags, mobileRegistrationPassword: false }
    expect(names(context({ mode: 'mobile', flags: noPassword }))).not.toContain('password')
  })

  it('shows the affiliate field only with the setting on and no valid code in the URL', () => {
    const flags = { ...context().flags, affiliate: true }
    expect(names(context({ flags }))).toContain('affiliateCode')
    expect(names(context({ flags, hasUrlAffiliate: true }))).not.toContain('affiliateCode')
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
