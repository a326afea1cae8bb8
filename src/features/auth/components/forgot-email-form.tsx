import { refusalMessage } from '@/api/errors'
import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { forgotByEmail } from '@/api/auth/forgot-by-email'
import { FormError } from '@/ui/form-error'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { emailRule } from '../lib/rules'

/** Recovery by email (form-encoded): username and the bound email; then "check your email". */
export function ForgotEmailForm() {
  const { t } = useLingui()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!username.trim() || !email.trim())
      return setError(t({ id: 'auth.error.empty', message: 'Input cannot be empty' }))
    if (!emailRule.test(email.trim()))
      return setError(t({ id: 'auth.error.email', message: 'Enter a valid email address' }))
    setBusy(true)
    setError('')
    try {
      await forgotByEmail({ username: username.trim(), email: email.trim() })
      setSentTo(email.trim())
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
  if (sentTo)
    return (
      <StatusPanel
        testId="forgot-email-sent"
        title={t({ id: 'auth.forgot.sent.title', message: 'Check your email' })}
        message={t({
          id: 'auth.forgot.sent.message',
          message: `We sent instructions to reset your password to ${sentTo}. If you cannot find the email, check your spam folder.`,
        })}
      />
    )
  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>
          {t({ id: 'register.username', message: 'Username' })}
        </span>
        <input
          required
          className={ui.input}
          name="username"
          value={username}
          autoComplete="username"
          maxLength={64}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label className={ui.field}>
        <span className={ui.requiredLabel}>{t({ id: 'register.email', message: 'Email' })}</span>
        <input
          required
          className={ui.input}
          type="email"
          name="email"
          value={email}
          autoComplete="email"
          maxLength={100}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <FormError message={error} testId="forgot-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
        {t({ id: 'auth.forgot.sendEmail', message: 'Send reset email' })}
      </button>
    </form>
  )
}
