import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { meQueryOptions, useChangePasswordMutation } from '../api/me'
import { ErrorNote } from '../ui/status'
import * as styles from '../ui/console.css'

const minLength = 12

/** The operator's own password: asked for at once when it must change, else when wanted. */
export function PasswordScreen() {
  const { t } = useLingui()
  const me = useQuery(meQueryOptions())
  const change = useChangePasswordMutation()
  const [mismatch, setMismatch] = useState(false)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const newPassword = String(form.get('newPassword') ?? '')
    const isSame = newPassword === String(form.get('confirmPassword') ?? '')
    setMismatch(!isSame)
    if (isSame)
      change.mutate({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword })
  }

  return (
    <main className={styles.narrow}>
      <form className={styles.card} onSubmit={handleSubmit}>
        <h1>{t({ id: 'console.password.title', message: 'Change your password' })}</h1>
        {me.data?.operator.mustChangePassword && (
          <p>
            {t({
              id: 'console.password.required',
              message: 'Choose a new password before you go on.',
            })}
          </p>
        )}
        <label className={styles.field}>
          {t({ id: 'console.password.current', message: 'Current password' })}
          <input
            className={styles.input}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
        </label>
        <label className={styles.field}>
          {t({
            id: 'console.password.new',
            message: `New password (at least ${minLength} characters)`,
          })}
          <input
            className={styles.input}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            maxLength={128}
          />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.password.confirm', message: 'New password again' })}
          <input
            className={styles.input}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            maxLength={128}
          />
        </label>
        {mismatch && (
          <p role="alert" className={styles.error}>
            {t({ id: 'console.password.mismatch', message: 'The two new passwords differ.' })}
          </p>
        )}
        {change.isError && <ErrorNote error={change.error} />}
        {change.isSuccess ? (
          <p role="status" className={styles.success}>
            {t({
              id: 'console.password.changed',
              message: 'Password changed. Your other sessions have ended.',
            })}{' '}
            <Link to="/">{t({ id: 'console.password.continue', message: 'Continue' })}</Link>
          </p>
        ) : (
          <button className={styles.button} type="submit" disabled={change.isPending}>
            {t({ id: 'console.password.submit', message: 'Change password' })}
          </button>
        )}
      </form>
    </main>
  )
}
