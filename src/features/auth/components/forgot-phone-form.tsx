import { refusalMessage } from '@/api/errors'
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { sendPasswordCode } from '@/api/auth/send-password-code'
import { setPasswordByPhone } from '@/api/auth/set-password-by-phone'
import { homeCountry } from '@/lib/countries'
import { getBrand } from '@/state/brand.store'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { mobileRule, passwordRule } from '../lib/rules'
import { CodeField, MobileField, PasswordField } from './fields'
import { SmsCodeButton, SmsSendChallenge, useSmsSend, type SmsCaptcha } from './sms-code-button'

/** Recovery by phone: mobile number, the SMS code and a new password; the answer is a login. */
export function ForgotPhoneForm(props: { onSignedIn: (login: LoginValue) => Promise<void> }) {
  const { t } = useLingui()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirmPassword, setConfirm] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const networkMessage = () =>
    t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' })
  const checkMobile = () => {
    if (mobileRule.test(mobile.trim())) return true
    setError(t({ id: 'auth.error.phone', message: 'Enter a valid phone number' }))
    return false
  }
  // A refused send shows beside the button (SmsSendChallenge), with the captcha it may ask for.
  const sendCode = async (captcha: SmsCaptcha | undefined) => {
    if (!checkMobile()) return null
    setError('')
    const answer = await sendPasswordCode({
      mobileNum: mobile.trim(),
      // The form has no picker: the number is one of the brand's home country.
      countryDialingCode: homeCountry(getBrand().currency.code).countryDialingCode,
      ...captcha,
    })
    return answer.expiredMinutes
  }
  const sms = useSmsSend(sendCode)
  const validate = () => {
    if (!checkMobile()) return false
    const problem = !code.trim()
      ? t({ id: 'auth.error.code', message: 'Enter a valid verification code' })
      : !passwordRule.test(newPassword)
        ? t({
            id: 'auth.error.passwordRule',
            message: 'Password must be 6-20 characters with letters and digits',
          })
        : newPassword !== confirmPassword
          ? t({ id: 'auth.error.inconsistent', message: 'The two passwords are inconsistent' })
          : ''
    setError(problem)
    return !problem
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!validate()) return
    setBusy(true)
    setError('')
    try {
      const login = await setPasswordByPhone({
        mobileNum: mobile.trim(),
        verificationCode: code.trim(),
        newPassword,
      })
      await props.onSignedIn(login)
    } catch (failure) {
      setError(refusalMessage(failure, networkMessage()))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <MobileField value={mobile} onChange={setMobile} />
      <CodeField
        name="verificationCode"
        value={code}
        onChange={setCode}
        sendButton={<SmsCodeButton sms={sms} />}
      />
      <SmsSendChallenge sms={sms} />
      <PasswordField
        name="newPassword"
        label={t({ id: 'auth.newPassword', message: 'New password' })}
        value={newPassword}
        onChange={setNew}
      />
      <PasswordField
        name="confirmPassword"
        label={t({ id: 'register.confirmPassword', message: 'Confirm password' })}
        value={confirmPassword}
        onChange={setConfirm}
      />
      <FormError message={error} testId="forgot-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'auth.forgot.reset', message: 'Reset password and sign in' })}
      </button>
    </form>
  )
}
