import { refusalMessage } from '@/api/errors'
import { useState, type FormEvent } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { verifyLogin } from '@/api/auth/verify-login'
import type { LoginValue } from '@/state/session-actions'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { emailRule } from '../lib/rules'
import type { Verification } from '../lib/verification'

/**
 * The extra step of a login from an IP the account has not used (spec §4): the code the platform
 * sent to the bound phone, the bound email, the holder name of a bound bank account, or the code of
 * the bound authenticator app, as the platform asks. An expired ticket needs a new login, hence
 * "back".
 */
export function VerifyLoginStep(props: {
  verification: Verification
  onSignedIn: (login: LoginValue) => Promise<void>
  onBack: () => void
}) {
  const { t } = useLingui()
  const { ticket, method } = props.verification
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const ask = useStepTexts(props.verification)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const given = answer.trim()
    const problem = answerProblem(method, given)
    if (problem) return setError(t(problem))
    setBusy(true)
    setError('')
    try {
      await props.onSignedIn(await verifyLogin({ ticket, answer: given }))
    } catch (failure) {
      setError(
        refusalMessage(
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
      data-method={method}
    >
      <p className={ui.panelText}>{ask.text}</p>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>{ask.label}</span>
        <input
          required
          className={ui.input}
          name="answer"
          value={answer}
          maxLength={method === 'email' || method === 'bankHolder' ? 100 : 12}
          {...inputKind[method]}
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

/** The input's keyboard and autofill per method. */
const inputKind = {
  phone: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  google: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', autoComplete: 'email' },
  bankHolder: { autoComplete: 'name' },
} as const

/** What is wrong with an answer before it is sent, or null. */
function answerProblem(method: Verification['method'], given: string) {
  switch (method) {
    case 'phone':
      return given
        ? null
        : msg({ id: 'auth.error.code', message: 'Enter a valid verification code' })
    case 'google':
      return /^\d{6}$/.test(given)
        ? null
        : msg({
            id: 'auth.error.authenticator',
            message: 'Enter the 6-digit code of your authenticator app',
          })
    case 'email':
      return emailRule.test(given)
        ? null
        : msg({ id: 'auth.error.email', message: 'Enter a valid email address' })
    case 'bankHolder':
      return given ? null : msg({ id: 'auth.error.empty', message: 'Input cannot be empty' })
  }
}

/** The explanation and the field label of the step. */
function useStepTexts({ method, hint }: Verification) {
  const { t } = useLingui()
  switch (method) {
    case 'phone':
      return {
        text: hint
          ? t({
              id: 'auth.verify.phone',
              message: `This is a new device or network for your account. We sent a verification code to ${hint}.`,
            })
          : t({
              id: 'auth.verify.phoneNoHint',
              message:
                'This is a new device or network for your account. We sent a verification code to your bound phone.',
            }),
        label: t({ id: 'register.verificationCode', message: 'Verification code' }),
      }
    case 'email':
      return {
        text: t({
          id: 'auth.verify.email',
          message:
            'This is a new device or network for your account. Enter the email address bound to your account.',
        }),
        label: t({ id: 'register.email', message: 'Email' }),
      }
    case 'bankHolder':
      return {
        text: t({
          id: 'auth.verify.bankHolder',
          message:
            'This is a new device or network for your account. Enter the account holder name of a bank account bound to your account.',
        }),
        label: t({ id: 'auth.verify.holderName', message: 'Account holder name' }),
      }
    case 'google':
      return {
        text: t({
          id: 'auth.verify.google',
          message:
            'This is a new device or network for your account. Enter the 6-digit code that Google Authenticator shows for this site.',
        }),
        label: t({ id: 'auth.verify.googleCode', message: 'Authenticator code' }),
      }
  }
}
