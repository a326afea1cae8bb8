import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../../api/client'
import type { LoginValue } from '../../../state/session-actions'
import { FormError } from '../../../ui/form-error'
import * as ui from '../../../ui/ui.css'
import { emailRule, failureMessage } from '../lib/rules'
import type { Verification } from '../lib/verification'

/**
 * The extra step of a login from an IP the account has not used (spec §4): the code the platform
 * sent to the bound phone, or the bound email. An expired ticket needs a new login, hence "back".
 */
export function VerifyLoginStep(props: {
  verification: Verification
  onSignedIn: (login: LoginValue) => Promise<void>
  onBack: () => void
}) {
  const { t } = useLingui()
  const { ticket, method, hint } = props.verification
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const isPhone = method === 'phone'
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const given = answer.trim()
    if (isPhone && !given)
      return setError(t({ id: 'auth.error.code', message: 'Enter a valid verification code' }))
    if (!isPhone && !emailRule.test(given))
      return setError(t({ id: 'auth.error.email', message: 'Enter a valid email address' }))
    setBusy(true)
    setError('')
    try {
      await props.onSignedIn(
        await call<LoginValue>('auth.verifyLogin', { body: { ticket, answer: given } }),
      )
    } catch (failure) {
      setError(
        failureMessage(
          failure,
          t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
        ),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className={ui.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="verify-login"
    >
      <p className={ui.panelText}>
        {isPhone
          ? hint
            ? t({
                id: 'auth.verify.phone',
                message: `This is a new device or network for your account. We sent a verification code to ${hint}.`,
              })
            : t({
                id: 'auth.verify.phoneNoHint',
                message:
                  'This is a new device or network for your account. We sent a verification code to your bound phone.',
              })
          : t({
              id: 'auth.verify.email',
              message:
                'This is a new device or network for your account. Enter the email address bound to your account.',
            })}
      </p>
      <label className={ui.field}>
        {isPhone
          ? t({ id: 'register.verificationCode', message: 'Verification code' })
          : t({ id: 'register.email', message: 'Email' })}
        <input
          className={ui.input}
          name="answer"
          value={answer}
          maxLength={isPhone ? 12 : 100}
          {...(isPhone
            ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code' }
            : { type: 'email', autoComplete: 'email' })}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </label>
      <FormError message={error} testId="verify-error" />
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.button}
          onClick={props.onBack}
          data-testid="verify-back"
        >
          {t({ id: 'auth.backToSignIn', message: 'Back to sign in' })}
        </button>
        <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
          {t({ id: 'auth.verify.submit', message: 'Verify and sign in' })}
        </button>
      </div>
    </form>
  )
}
