import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useSetPaymentPasswordMutation } from '@/api/finance/set-payment-password'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { usePaymentPasswordMessage } from '../../money/components/amount-messages'
import { PaymentPasswordField, TextField } from '../../money/components/text-field'
import * as styles from '../../money/money.css'
import { useErrorReason } from '@/i18n/ui-labels'

type Field = 'login' | 'payment' | 'confirm'

/** Sets or changes the 6-digit payment password; the login password confirms it. */
export function PaymentPasswordForm(props: { isSet: boolean; onWithdraw: () => void }) {
  const { isSet, onWithdraw } = props
  const { t } = useLingui()
  const save = useSetPaymentPasswordMutation()
  const reason = useErrorReason()
  const formatMessage = usePaymentPasswordMessage()
  const [values, setValues] = useState<Record<Field, string>>({
    login: '',
    payment: '',
    confirm: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const set = (key: Field) => (value: string) => setValues((v) => ({ ...v, [key]: value }))
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.login)
      found.login = t({ id: 'member.money.required', message: 'This cannot be empty.' })
    if (!/^\d{6}$/.test(values.payment)) found.payment = formatMessage
    if (values.confirm !== values.payment)
      found.confirm = t({
        id: 'member.security.passwordMismatch',
        message: 'The two entries are not the same.',
      })
    setErrors(found)
    if (Object.keys(found).length) return
    save.mutate(
      { loginPassword: values.login, paymentPassword: values.payment },
      { onSuccess: () => setValues({ login: '', payment: '', confirm: '' }) },
    )
  }
  return (
    <form
      className={styles.card}
      onSubmit={handleSubmit}
      noValidate
      data-testid="security-payment-password"
    >
      <h3 className={styles.cardTitle}>
        {t({ id: 'member.money.paymentPassword', message: 'Payment password' })}
      </h3>
      <p className={styles.muted} data-testid="payment-password-state">
        {isSet
          ? t({
              id: 'member.security.paymentSet',
              message: 'Your payment password is set. You can change it here.',
            })
          : t({
              id: 'member.security.paymentNotSet',
              message: 'No payment password yet. Set one to withdraw and bind bank accounts.',
            })}
      </p>
      <div className={styles.row}>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.security.loginPassword', message: 'Login password' })}
          type="password"
          autoComplete="current-password"
          value={values.login}
          onChange={set('login')}
          error={errors.login}
          testId="payment-login-password"
        />
        <PaymentPasswordField
          label={t({ id: 'member.security.newPaymentPassword', message: 'New payment password' })}
          value={values.payment}
          onChange={set('payment')}
          error={errors.payment}
          testId="payment-new"
        />
        <PaymentPasswordField
          label={t({
            id: 'member.security.confirmPaymentPassword',
            message: 'Confirm payment password',
          })}
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          testId="payment-confirm"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={save.isPending}
          data-testid="payment-save"
        >
          {isSet
            ? t({ id: 'member.security.changePaymentPassword', message: 'Change' })
            : t({ id: 'member.security.setPaymentPassword', message: 'Set' })}
        </button>
      </div>
      <FormError message={save.error ? reason(save.error) : ''} testId="payment-refused" />
      {save.isSuccess ? (
        <p className={styles.success} role="status" data-testid="payment-saved">
          {t({ id: 'member.security.paymentSaved', message: 'Payment password saved.' })}{' '}
          <button type="button" className={ui.button} onClick={onWithdraw}>
            {t({ id: 'member.withdraw', message: 'Withdrawal' })}
          </button>
        </p>
      ) : null}
    </form>
  )
}
