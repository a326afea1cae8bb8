import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { checkAffiliate } from '@/api/auth/check-affiliate'
import { captchaQueryOptions } from '@/api/auth/get-captcha'
import { register } from '@/api/auth/register'
import { registerMobile } from '@/api/auth/register-mobile'
import { refusalMessage } from '@/api/errors'
import type { RegisterConfig } from '@/api/system/get-register-config'
import type { CallInput } from '@/api/types.gen'
import { withBirthday } from '@/lib/birthday'
import { hintParts, messages, type Problem } from '@/lib/registration-rules'
import type { LoginValue } from '@/state/session-actions'
import { PhoneAuthError } from '../phone-auth/phone-auth'
import { visibleFields, type FieldContext, type VisibleField } from './fields'
import { registrationBody } from './registration-body'
import { useFieldChecks } from './use-field-checks'
import { useRegisterPhone } from './use-register-phone'

/** What the registration form of one mode is given by the modal. */
export interface RegisterFormProps {
  mode: 'username' | 'mobile'
  config: RegisterConfig
  /** The capabilities (useCapabilities): the menu's registration switches, the affiliate flag. */
  caps: FieldContext['caps']
  /** The SMS code is sent and checked by the phone-auth provider (spec §4). */
  phoneAuth: boolean
  urlAffiliate: { code: string; valid: boolean } | null
  onInvalidInvitation: () => void
  onRegistered: (login: LoginValue) => Promise<void>
}

/**
 * The registration form's state: its fields (from the field table and the platform's config), their
 * values and problems, the terms and age boxes, the SMS send, the captcha, and the submit. With
 * phoneAuth the provider's ID token goes with the registration instead of the code.
 */
export function useRegisterForm(props: RegisterFormProps) {
  const { mode, config, caps, urlAffiliate } = props
  const { t, i18n } = useLingui()
  const fields = useMemo(
    () =>
      visibleFields({
        mode,
        caps,
        rules: withBirthday(config),
        hasUrlAffiliate: urlAffiliate?.valid === true,
      }),
    [mode, caps, config, urlAffiliate],
  )
  const checks = useFieldChecks(fields)
  const [agreed, setAgreed] = useState(false)
  const [adult, setAdult] = useState(false)
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [captchaRound, setCaptchaRound] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const hasCaptcha = fields.some((f) => f.kind === 'captcha')
  // Each form its own picture: a captcha is good once, whichever form spends it.
  const captcha = useQuery({
    ...captchaQueryOptions(`register-${mode}`, captchaRound),
    enabled: hasCaptcha,
  })
  const nextCaptcha = () => {
    setCaptchaRound((round) => round + 1)
    checks.clear('captcha')
  }
  const phone = useRegisterPhone({
    fields,
    checks,
    isPhoneAuth: props.phoneAuth,
    onError: setError,
  })
  const show = (problem: Problem | null | undefined) => (problem ? i18n._(problem) : '')

  const sendRegistration = async () => {
    const typed = checks.valueOf('affiliateCode')
    if (typed && !(await checkAffiliate(typed)).valid) return props.onInvalidInvitation()
    const body = registrationBody({
      fields,
      valueOf: checks.valueOf,
      defaultDialing: phone.defaultDialing,
      urlAffiliate,
      captchaId: captcha.data?.captchaId,
      location,
    })
    await phone.verifyInto(body)
    // The fields are named by the server's config (spec §5), so only the platform's schema check
    // can say the body is whole.
    const login =
      mode === 'mobile'
        ? await registerMobile(body as unknown as CallInput<'auth.registerMobile'>)
        : await register(body as unknown as CallInput<'auth.register'>)
    await props.onRegistered(login)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    setError('')
    const firstBad = await checks.checkAll()
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus()
      return
    }
    // The box left unticked takes the focus, as a field that failed its check does.
    const focusBox = (name: 'terms' | 'adult') =>
      formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
    if (!agreed) {
      focusBox('terms')
      return setError(show(messages.terms))
    }
    if (!adult) {
      focusBox('adult')
      return setError(show({ ...messages.age, values: { age: config.ageRequirement } }))
    }
    setBusy(true)
    try {
      await sendRegistration()
    } catch (failure) {
      // The phone-auth flow has shown its own message.
      if (!(failure instanceof PhoneAuthError))
        setError(
          refusalMessage(
            failure,
            t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
          ),
        )
      // Spec §8: a failed registration refreshes the captcha when it is shown.
      if (hasCaptcha) nextCaptcha()
    } finally {
      setBusy(false)
    }
  }

  /** A field's input props, and its problem or else its hint, tied to the input for screen readers. */
  const fieldOf = (field: VisibleField) => {
    const problem = show(checks.problems[field.name])
    // The date of birth says why it is asked: the merchant's minimum age.
    const hint =
      field.name === 'birthday'
        ? show({ ...messages.birthday, values: { age: config.ageRequirement } })
        : hintParts(field.rule).map(show).join(' · ')
    const id = `register-${mode}-${field.name}`
    const input: FieldInput = {
      id,
      name: field.name,
      value: checks.values[field.name] ?? '',
      maxLength: field.maxLength,
      autoComplete: field.autocomplete,
      required: field.rule.required,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-error` : hint ? `${id}-hint` : undefined,
      onChange: (event) => checks.setValue(field, event.target.value),
      onBlur: () => void checks.check(field),
    }
    return { input, problem, hint }
  }

  return {
    fields,
    formRef,
    fieldOf,
    /** What widgets beyond a plain input need: the countries, the SMS send, the captcha's picture. */
    services: {
      countries: phone.countries,
      defaultDialing: phone.defaultDialing,
      sms: phone.sms,
      captchaImage: captcha.data?.image,
      refreshCaptcha: nextCaptcha,
    },
    agreed,
    setAgreed,
    adult,
    setAdult,
    age: config.ageRequirement,
    error,
    isBusy,
    submit,
  }
}

/** The props every field's input (or select) takes. */
export interface FieldInput {
  id: string
  name: string
  value: string
  maxLength: number
  autoComplete: string | undefined
  required: boolean
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  onChange: (event: { target: { value: string } }) => void
  onBlur: () => void
}
