import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { changePassword } from '@/api/auth/change-password'
import { refusalMessage } from '@/api/errors'
import { Dialog } from '@/ui/dialog'
import { PasswordField } from './components/fields'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
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
      await changePassword({ oldPassword, newPassword, confirmNewPassword })
      props.onClose()
      await navigate({ to: '/' }).catch(() => undefined)
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
        <PasswordField
          name="oldPassword"
          label={t({ id: 'auth.oldPassword', message: 'Current password' })}
          value={oldPassword}
          onChange={setOld}
          isCurrent
        />
        <PasswordField
          name="newPassword"
          label={t({ id: 'auth.newPassword', message: 'New password' })}
          value={newPassword}
          onChange={setNew}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t({ id: 'register.confirmPassword', message: 'Confirm password' })}
          value={confirmNewPassword}
          onChange={setConfirm}
        />
        <FormError message={error} testId="change-password-error" />
        <button type="submit" className={ui.buttonPrimary} disabled={isBusy}>
          {t({ id: 'dialog.confirm', message: 'Confirm' })}
        </button>
      </form>
    </Dialog>
  )
}
