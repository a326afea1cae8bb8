import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useCaptchaQuery } from '@/api/auth/get-captcha'
import { login } from '@/api/auth/login'
import { sendLoginCode } from '@/api/auth/send-login-code'
import { countriesQueryOptions } from '@/api/system/get-countries'
import type { CallInput } from '@/api/types.gen'
import { homeCountry } from '@/lib/countries'
import { getBrand } from '@/state/brand.store'
import { refusalMessage } from '@/api/errors'
import type { LoginSide } from '@/state/modals.store'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import { ExclusionHelp } from './exclusion-help'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { asksForCaptcha } from '../lib/captcha'
import { mobileRule } from '../lib/rules'
import { verificationOf, type Verification } from '../lib/verification'
import { PhoneAuthError, toE164 } from '../phone-auth/phone-auth'
import { usePhoneAuth } from '../phone-auth/use-phone-auth'
import { CaptchaField, CodeField, MobileField } from './fields'
import { SmsCodeButton, SmsSendChallenge, useSmsSend, type SmsCaptcha } from './sms-code-button'

/**
 * Mobile number and SMS code: the number goes as the username and the code as the password, with
 * the image captcha once a failure asks for it; a login from a new IP hands its verification to the
 * modal. With phoneAuth the code comes from the phone-auth provider instead, and its ID token
 * signs in (login type firebase, spec §7).
 */
export function SmsLoginForm(props: {
  showCountryCode: boolean
  phoneAuth: boolean
  onSignedIn: (login: LoginValue) => Promise<void>
  onVerification: (verification: Verification) => void
  initialMobile?: string
  /** Spec §6: the side the login starts from; the platform refuses accounts of the other. */
  side?: LoginSide
}) {
  const { t } = useLingui()
  const [mobile, setMobile] = useState(props.initialMobile ?? '')
  const [code, setCode] = useState('')
  const [picked, setDialing] = useState('')
  const [error, setError] = useState('')
  // The last refusal itself: a break's refusal shows the way to the Responsible Gaming page.
  const [failure, setFailure] = useState<unknown>(null)
  const [isBusy, setBusy] = useState(false)
  // The image captcha the platform asks for after failed sign-ins (spec §4, §8); good once.
  const [isCaptchaRequired, setCaptchaRequired] = useState(false)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [captcha, setCaptcha] = useState('')
  const image = useCaptchaQuery('login-sms', captchaRound, isCaptchaRequired)
  const nextCaptcha = () => {
    setCaptchaRound((r) => r + 1)
    setCaptcha('')
  }
  const phoneAuth = usePhoneAuth(setError)
  const countries = useQuery({ ...countriesQueryOptions(), enabled: props.showCountryCode })
  // Until one is picked, the platform's first country (the merchant's own), or the brand's home
  // country while the list loads or when no picker shows.
  const home = homeCountry(getBrand().currency.code)
  const dialing = picked || (countries.data?.[0] ?? home).countryDialingCode
  const phone = () => toE164(dialing, mobile)
  const message = (failure: unknown) =>
    refusalMessage(
      failure,
      t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
    )
  const checkMobile = () => {
    if (!mobileRule.test(mobile.trim())) {
      setError(t({ id: 'auth.error.phone', message: 'Enter a valid phone number' }))
      return false
    }
    return true
  }
  // A refused send shows beside the button (SmsSendChallenge), with the captcha it may ask for.
  const sendCode = async (captcha: SmsCaptcha | undefined) => {
    setError('')
    // The provider judges the number itself (auth/invalid-phone-number), as a real one would.
    if (props.phoneAuth) return phoneAuth.send(phone())
    if (!checkMobile()) return null
    const answer = await sendLoginCode({
      mobileNum: mobile.trim(),
      countryDialingCode: dialing,
      ...captcha,
    })
    return answer.expiredMinutes
  }
  const sms = useSmsSend(sendCode, props.phoneAuth ? phoneAuth.holdUntil : undefined)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!props.phoneAuth) {
      if (!checkMobile()) return
      if (!code.trim())
        return setError(t({ id: 'auth.error.code', message: 'Enter a valid verification code' }))
      if (isCaptchaRequired && !captcha.trim())
        return setError(t({ id: 'auth.error.captcha', message: 'Enter the captcha' }))
    }
    setBusy(true)
    setError('')
    try {
      const side = props.side ? { side: props.side } : {}
      const body: CallInput<'auth.login'> = props.phoneAuth
        ? {
            ...side,
            type: 'firebase',
            firebaseIdToken: await phoneAuth.verify(phone(), code),
            countryDialingCode: dialing,
          }
        : {
            ...side,
            username: mobile.trim(),
            password: code.trim(),
            type: 'sms',
            countryDialingCode: dialing,
            ...(isCaptchaRequired && image.data
              ? { captchaId: image.data.captchaId, captcha: captcha.trim() }
              : {}),
          }
      await props.onSignedIn(await login(body))
    } catch (failure) {
      // The phone-auth flow has shown its own message.
      if (failure instanceof PhoneAuthError) return
      const verification = verificationOf(failure)
      if (verification) return props.onVerification(verification)
      // A failure that indicates the captcha shows it; a shown one is spent: a new picture comes.
      if (asksForCaptcha(failure)) setCaptchaRequired(true)
      nextCaptcha()
      setFailure(failure)
      setError(message(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.captchaRow}>
        {props.showCountryCode ? (
          <label className={ui.field}>
            {t({ id: 'register.countryDialingCode', message: 'Country code' })}
            <select
              className={ui.input}
              value={dialing}
              onChange={(e) => setDialing(e.target.value)}
              name="countryDialingCode"
            >
              {(countries.data ?? [home]).map((c) => (
                <option key={c.countryCode} value={c.countryDialingCode}>
                  {c.countryCode} {c.countryDialingCode}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <MobileField value={mobile} onChange={setMobile} />
      </div>
      <CodeField
        name="code"
        value={code}
        onChange={setCode}
        sendButton={<SmsCodeButton sms={sms} />}
      />
      <SmsSendChallenge sms={sms} />
      {isCaptchaRequired ? (
        <CaptchaField
          name="captcha"
          image={image.data?.image}
          value={captcha}
          onChange={setCaptcha}
          onRefresh={nextCaptcha}
        />
      ) : null}
      <FormError message={error} testId="login-error" />
      {error ? <ExclusionHelp failure={failure} /> : null}
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'header.signIn', message: 'Sign in' })}
      </button>
    </form>
  )
}
