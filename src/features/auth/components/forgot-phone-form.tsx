import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../api/client'
import type { LoginValue } from '../../../state/session-actions'
import { FormError } from '../../../ui/form-error'
import * as ui from '../../../ui/ui.css'
import * as styles from '../auth.css'
import { failureMessage, mobileRule, passwordRule } from '../lib/rules'
import { SmsCodeButton } from './sms-code-button'

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
  const sendCode = async () => {
    if (!checkMobile()) return null
    setError('')
    try {
      const answer = await call<{ expiredMinutes: number }>('auth.passwordCode', {
        body: { mobileNum: mobile.trim(), countryDialingCode: '+63' },
      })
      return answer.expiredMinutes
    } catch (failure) {
      setError(failureMessage(failure, networkMessage()))
      throw failure
    }
  }
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
      const login = await call<LoginValue>('auth.setPasswordByPhone', {
        body: { mobileNum: mobile.trim(), verificationCode: code.trim(), newPassword },
      })
      await props.onSignedIn(login)
    } catch (failure) {
      setError(failureMessage(failure, networkMessage()))
    } finally {
      setBusy(false)
    }
  }
  const password = (name: string, label: string, value: string, onChange: (v: string) => void) => (
    <label className={ui.field}>
      {label}
      <input
        className={ui.input}
        type="password"
        name={name}
        value={value}
        maxLength={64}
        autoComplete="new-password"
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={ui.field}>
        {t({ id: 'register.mobileNum', message: 'Mobile number' })}
        <input
          className={ui.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          name="mobileNum"
        />
      </label>
      <div className={styles.captchaRow}>
        <label className={ui.field}>
          {t({ id: 'register.verificationCode', message: 'Verification code' })}
          <input
            className={ui.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            name="verificationCode"
          />
        </label>
        <SmsCodeButton onSend={sendCode} />
      </div>
      {password(
        'newPassword',
        t({ id: 'auth.newPassword', message: 'New password' }),
        newPassword,
        setNew,
      )}
      {password(
        'confirmPassword',
        t({ id: 'register.confirmPassword', message: 'Confirm password' }),
        confirmPassword,
        setConfirm,
      )}
      <FormError message={error} testId="forgot-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'auth.forgot.reset', message: 'Reset password and sign in' })}
      </button>
    </form>
  )
}
