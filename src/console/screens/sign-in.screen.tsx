import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useSignInMutation, useVerifyTotpMutation } from '../api/me'
import { LanguagePicker } from '../ui/language-picker'
import { ErrorNote } from '../ui/status'
import * as styles from '../ui/console.css'

/** Sign-in: the username and password, then the code of the operator's authenticator app. */
export function SignInScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [step, setStep] = useState<'password' | 'code'>('password')
  const signIn = useSignInMutation()
  const verify = useVerifyTotpMutation()

  const handlePassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    signIn.mutate(
      {
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      },
      { onSuccess: () => setStep('code') },
    )
  }
  const handleCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    verify.mutate(code, { onSuccess: () => void navigate({ to: '/' }) })
  }

  return (
    <main className={styles.narrow}>
      <div className={styles.card}>
        <h1>{t({ id: 'console.signIn.title', message: 'Operator console' })}</h1>
        {step === 'password' ? (
          <form onSubmit={handlePassword}>
            <label className={styles.field}>
              {t({ id: 'console.signIn.username', message: 'Username' })}
              <input
                className={styles.input}
                name="username"
                autoComplete="username"
                required
                maxLength={64}
              />
            </label>
            <label className={styles.field}>
              {t({ id: 'console.signIn.password', message: 'Password' })}
              <input
                className={styles.input}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={128}
              />
            </label>
            {signIn.isError && <ErrorNote error={signIn.error} />}
            <button className={styles.button} type="submit" disabled={signIn.isPending}>
              {t({ id: 'console.signIn.next', message: 'Next' })}
            </button>
          </form>
        ) : (
          <form onSubmit={handleCode}>
            <p>
              {t({
                id: 'console.signIn.codeHint',
                message: 'Enter the 6-digit code your authenticator app shows now.',
              })}
            </p>
            <label className={styles.field}>
              {t({ id: 'console.signIn.code', message: 'Authenticator code' })}
              <input
                className={styles.input}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
              />
            </label>
            {verify.isError && <ErrorNote error={verify.error} />}
            <div className={styles.row}>
              <button className={styles.button} type="submit" disabled={verify.isPending}>
                {t({ id: 'console.signIn.submit', message: 'Sign in' })}
              </button>
              <button
                className={styles.quietButton}
                type="button"
                onClick={() => setStep('password')}
              >
                {t({ id: 'console.signIn.back', message: 'Back' })}
              </button>
            </div>
          </form>
        )}
      </div>
      <LanguagePicker />
    </main>
  )
}
