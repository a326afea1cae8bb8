import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { call } from '../../api/client'
import { ApiError } from '../../api/errors'
import { Dialog } from '../../ui/dialog'
import { FormError } from '../../ui/form-error'
import * as ui from '../../ui/ui.css'
import { passwordRule } from './lib/rules'

/** Change password: old, new (the shared rule) and its confirmation; then home. */
export function ChangePasswordModal(props: { onClose: () => void; isForced: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirmNewPassword, setConfirm] = useState('')
  const [error, setError] = useState('')
  const [isBusy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!oldPassword || !newPassword || !confirmNewPassword) {
      return setError(t({ id: 'auth.error.empty', message: 'Input cannot be empty' }))
    }
    if (!passwordRule.test(newPassword)) {
      return setError(
        t({
          id: 'auth.error.passwordRule',
          message: 'Password must be 6-20 characters with letters and digits',
        }),
      )
    }
    if (newPassword !== confirmNewPassword) {
      return setError(
        t({ id: 'auth.error.inconsistent', message: 'The two passwords are inconsistent' }),
      )
    }
    setBusy(true)
    setError('')
    try {
      await call('auth.changePassword', { body: { oldPassword, newPassword, confirmNewPassword } })
      props.onClose()
      await navigate({ to: '/' }).catch(() => undefined)
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.kind === 'server'
          ? failure.message
          : t({ id: 'auth.error.network', message: 'Network link abnormal, please retry' }),
      )
    } finally {
      setBusy(false)
    }
  }
  const field = (name: string, label: string, value: string, onChange: (v: string) => void) => (
    <label className={ui.field}>
      {label}
      <input
        className={ui.input}
        type="password"
        name={name}
        value={value}
        maxLength={64}
        autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
  return (
    <Dialog
      title={t({ id: 'auth.changePassword', message: 'Change password' })}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="modal-changePassword"
    >
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
        {props.isForced ? (
          <p>
            {t({
              id: 'auth.changePassword.forced',
              message: 'Please choose a new password before you continue.',
            })}
          </p>
        ) : null}
        {field(
          'oldPassword',
          t({ id: 'auth.oldPassword', message: 'Current password' }),
          oldPassword,
          setOld,
        )}
        {field(
          'newPassword',
          t({ id: 'auth.newPassword', message: 'New password' }),
          newPassword,
          setNew,
        )}
        {field(
          'confirmNewPassword',
          t({ id: 'register.confirmPassword', message: 'Confirm password' }),
          confirmNewPassword,
          setConfirm,
        )}
        <FormError message={error} testId="change-password-error" />
        <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
          {t({ id: 'dialog.confirm', message: 'Confirm' })}
        </button>
      </form>
    </Dialog>
  )
}
