import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '@/api/client'
import type { CallInput } from '@/api/types.gen'
import { ApiError } from '@/api/errors'
import { configQueries, type RegisterConfig } from '@/api/queries'
import { compilePattern, type CompiledPattern } from '@/lib/pattern'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import {
  SmsCodeButton,
  SmsSendChallenge,
  useSmsSend,
  type SmsCaptcha,
} from '../components/sms-code-button'
import { PhoneAuthError, toE164 } from '../phone-auth/phone-auth'
import { usePhoneAuth } from '../phone-auth/use-phone-auth'
import { systemValues, visibleFields, type FieldContext, type VisibleField } from './fields'
import { checkValue, hintParts, messages, type Problem } from '@/lib/registration-rules'

/**
 * The registration form of one mode, assembled from the field table and the platform's config. With
 * phoneAuth the SMS code is sent and verified by the phone-auth provider, and its ID token goes with
 * the registration instead of the code (spec §4).
 */
export function RegisterForm(props: {
  mode: 'username' | 'mobile'
  config: RegisterConfig
  flags: FieldContext['flags']
  phoneAuth: boolean
  urlAffiliate: { code: string; valid: boolean } | null
  onInvalidInvitation: () => void
  onRegistered: (login: LoginValue) => Promise<void>
}) {
  const { mode, config, flags, urlAffiliate } = props
  const { t, i18n } = useLingui()
  const fields = useMemo(
    () =>
      visibleFields({
        mode,
        flags,
        rules: config.fields,
        hasUrlAffiliate: urlAffiliate?.valid === true,
      }),
    [mode, flags, config.fields, urlAffiliate],
  )
  // Each pattern compiles once; one that does not compile is reported once and ignored.
  const patterns = useMemo(() => {
    const compiled = new Map<string, CompiledPattern>()
    for (const field of fields) compiled.set(field.name, compilePattern(field.rule.acceptedPattern))
    return compiled
  }, [fields])
  const [values, setValues] = useState<Record<string, string>>({})
  const [problems, setProblems] = useState<Record<string, Problem | null>>({})
  const [agreed, setAgreed] = useState(false)
  const [adult, setAdult] = useState(false)
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const [captchaRound, setCaptchaRound] = useState(0)
  const phoneAuth = usePhoneAuth(setError)
  const formRef = useRef<HTMLFormElement>(null)
  const age = config.ageRequirement
  const hasCaptcha = fields.some((f) => f.kind === 'captcha')
  const dialing = fields.some((f) => f.name === 'countryDialingCode')
  const countries = useQuery({ ...configQueries.countries, enabled: dialing })
  const captcha = useQuery({
    // Each form its own picture: a captcha is good once, whichever form spends it.
    queryKey: ['auth', 'captcha', 'register', mode, captchaRound],
    queryFn: ({ signal }) => call('auth.captcha', undefined, { signal }),
    enabled: hasCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  })
  const valueOf = (name: string) => (values[name] ?? '').trim()
  const show = (problem: Problem | null | undefined) => (problem ? i18n._(problem) : '')

  /** One field's problem, including the confirmation rule of spec §5 ("inconsistent twice"). */
  const problemOf = async (field: VisibleField, all = values): Promise<Problem | null> => {
    const value = (all[field.name] ?? '').trim()
    const found = await checkValue(field.name, value, field.rule, patterns.get(field.name) ?? null)
    if (found) return found
    if (field.name === 'confirmPassword' && value !== (all.password ?? '').trim())
      return messages.inconsistent
    return null
  }
  const checkOne = async (field: VisibleField) => {
    const problem = await problemOf(field)
    setProblems((current) => ({ ...current, [field.name]: problem }))
  }
  // A refused send shows beside the button (SmsSendChallenge), with the captcha it may ask for.
  const sendCode = async (smsCaptcha: SmsCaptcha | undefined) => {
    const mobile = fields.find((f) => f.name === 'mobileNum')
    if (!mobile) return null
    const problem = await problemOf(mobile)
    setProblems((current) => ({ ...current, mobileNum: problem }))
    if (problem || !valueOf('mobileNum')) return null
    setError('')
    if (props.phoneAuth) return phoneAuth.send(phoneNumber())
    const answer = await call('auth.registerSms', {
      mobileNo: valueOf('mobileNum'),
      countryDialingCode: valueOf('countryDialingCode') || defaultDialing,
      ...smsCaptcha,
    })
    return answer.expiredMinutes
  }
  const sms = useSmsSend(sendCode, props.phoneAuth ? phoneAuth.holdUntil : undefined)
  const defaultDialing = countries.data?.[0]?.countryDialingCode ?? '+63'
  const dialingCode = () => valueOf('countryDialingCode') || defaultDialing
  const phoneNumber = () => toE164(dialingCode(), valueOf('mobileNum'))
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError && failure.kind === 'server'
      ? failure.message
      : t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    setError('')
    const found = await Promise.all(fields.map(async (f) => [f.name, await problemOf(f)] as const))
    setProblems(Object.fromEntries(found))
    const firstBad = found.find(([, problem]) => problem)
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad[0]}"]`)?.focus()
      return
    }
    if (!agreed) return setError(show(messages.terms))
    if (!adult) return setError(show({ ...messages.age, values: { age: config.ageRequirement } }))
    setBusy(true)
    try {
      const typed = valueOf('affiliateCode')
      if (typed) {
        const check = await call('auth.affiliateCheck', { code: typed, domain: location.hostname })
        if (!check.valid) {
          props.onInvalidInvitation()
          return
        }
      }
      const body: Record<string, string | boolean> = { ...systemValues(location) }
      for (const field of fields) if (valueOf(field.name)) body[field.name] = valueOf(field.name)
      if (dialing && !body.countryDialingCode) body.countryDialingCode = defaultDialing
      if (urlAffiliate?.valid && !typed) body.affiliateCode = urlAffiliate.code
      if (hasCaptcha && captcha.data) body.captchaId = captcha.data.captchaId
      if (props.phoneAuth && fields.some((f) => f.name === 'verificationCode')) {
        body.firebaseIdToken = await phoneAuth.verify(phoneNumber(), valueOf('verificationCode'))
        body.firebaseChannel = 'phone'
        body.countryDialingCode = dialingCode()
        body.mobileNum = phoneNumber().slice(dialingCode().length)
        delete body.verificationCode
      }
      // The fields are named by the server's config (spec §5), so only the platform's schema check
      // can say the body is whole.
      const login =
        mode === 'mobile'
          ? await call('auth.registerMobile', body as unknown as CallInput<'auth.registerMobile'>)
          : await call('auth.register', body as unknown as CallInput<'auth.register'>)
      await props.onRegistered(login)
    } catch (failure) {
      // The phone-auth flow has shown its own message.
      if (!(failure instanceof PhoneAuthError)) setError(messageOf(failure))
      // Spec §8: a failed registration refreshes the captcha when it is shown.
      if (hasCaptcha) {
        setCaptchaRound((round) => round + 1)
        setValues((current) => ({ ...current, captcha: '' }))
      }
    } finally {
      setBusy(false)
    }
  }

  const input = (field: VisibleField) => {
    const problem = problems[field.name]
    const hintId = `register-${mode}-${field.name}-hint`
    const errorId = `register-${mode}-${field.name}-error`
    const hint = hintParts(field.rule)
      .map((part) => show(part))
      .join(' · ')
    const common = {
      id: `register-${mode}-${field.name}`,
      name: field.name,
      className: `${ui.input} ${styles.grow}`,
      value: values[field.name] ?? '',
      maxLength: field.maxLength,
      autoComplete: field.autocomplete,
      required: field.rule.required,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? errorId : hint ? hintId : undefined,
      onChange: (e: { target: { value: string } }) => {
        // Capped at the field's maximum before any pattern sees it.
        const value = e.target.value.slice(0, field.maxLength)
        setValues((current) => ({ ...current, [field.name]: value }))
        if (problem) setProblems((current) => ({ ...current, [field.name]: null }))
      },
      onBlur: () => void checkOne(field),
    }
    const control =
      field.kind === 'select' ? (
        <select {...common} value={values[field.name] ?? defaultDialing}>
          {(countries.data ?? [{ countryCode: 'PH', countryDialingCode: '+63' }]).map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>
              {c.countryCode} {c.countryDialingCode}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={
            field.kind === 'password'
              ? 'password'
              : field.kind === 'email'
                ? 'email'
                : field.kind === 'tel'
                  ? 'tel'
                  : 'text'
          }
          inputMode={field.kind === 'tel' || field.kind === 'code' ? 'numeric' : undefined}
        />
      )
    return (
      <div key={field.name} className={ui.field} data-field={field.name}>
        <label htmlFor={common.id}>
          {show({ id: field.label, message: field.name })}
          {field.rule.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <div className={styles.controlRow}>
          {control}
          {field.kind === 'code' ? <SmsCodeButton sms={sms} /> : null}
          {field.kind === 'captcha' && captcha.data ? (
            <img
              src={captcha.data.image}
              alt={t({ id: 'auth.captcha.alt', message: 'Captcha picture' })}
              width={120}
              height={44}
            />
          ) : null}
        </div>
        {field.kind === 'code' ? <SmsSendChallenge sms={sms} /> : null}
        {problem ? (
          <p id={errorId} className={ui.errorText} data-testid={`problem-${field.name}`}>
            {show(problem)}
          </p>
        ) : hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className={ui.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`register-form-${mode}`}
    >
      {fields.map(input)}
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="terms"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        {t({ id: 'register.terms', message: 'I have read and agree to the terms and conditions' })}
      </label>
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="adult"
          checked={adult}
          onChange={(e) => setAdult(e.target.checked)}
        />
        {t({
          id: 'register.adult',
          message: `I confirm that I am ${age} years old or over`,
        })}
      </label>
      <FormError message={error} testId="register-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'header.register', message: 'Register' })}
      </button>
    </form>
  )
}
