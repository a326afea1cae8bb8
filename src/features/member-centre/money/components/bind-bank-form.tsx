import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useBindBankMutation } from '@/api/finance/bind-bank'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../money.css'
import { usePaymentPasswordMessage } from './amount-messages'
import { PaymentPasswordField, TextField } from './text-field'
import { useErrorReason } from '@/i18n/ui-labels'

type Field = 'bankName' | 'accountNo' | 'holderName' | 'paymentPassword'
const empty: Record<Field, string> = {
  bankName: '',
  accountNo: '',
  holderName: '',
  paymentPassword: '',
}

/** Binds a bank account to withdraw to: bank, number (6 to 34 digits), holder, payment password. */
export function BindBankForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const bind = useBindBankMutation()
  const reason = useErrorReason()
  const passwordMessage = usePaymentPasswordMessage()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const required = t({ id: 'member.money.required', message: 'This cannot be empty.' })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.bankName.trim()) found.bankName = required
    if (!values.holderName.trim()) found.holderName = required
    if (!/^\d{6,34}$/.test(values.accountNo))
      found.accountNo = t({ id: 'member.bank.accountNoFormat', message: 'Enter 6 to 34 digits.' })
    if (!/^\d{6}$/.test(values.paymentPassword)) found.paymentPassword = passwordMessage
    setErrors(found)
    if (Object.keys(found).length) return
    bind.mutate(values, {
      onSuccess: () => {
        setValues(empty)
        onDone()
      },
    })
  }
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="bind-bank">
      <h3 className={styles.cardTitle}>
        {t({ id: 'member.bank.bindTitle', message: 'Bind a bank account' })}
      </h3>
      <div className={styles.row}>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.bank.name', message: 'Bank' })}
          value={values.bankName}
          onChange={set('bankName')}
          error={errors.bankName}
          maxLength={60}
          testId="bank-name"
        />
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.bank.accountNo', message: 'Account number' })}
          value={values.accountNo}
          onChange={(v) => set('accountNo')(v.replace(/\D/g, ''))}
          error={errors.accountNo}
          inputMode="numeric"
          maxLength={34}
          testId="bank-account-no"
        />
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.bank.holder', message: 'Account holder' })}
          value={values.holderName}
          onChange={set('holderName')}
          error={errors.holderName}
          maxLength={60}
          autoComplete="name"
          testId="bank-holder"
        />
        <PaymentPasswordField
          label={t({ id: 'member.money.paymentPassword', message: 'Payment password' })}
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          error={errors.paymentPassword}
          testId="bank-password"
        />
      </div>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={onDone}>
          {t({ id: 'member.money.cancel', message: 'Cancel' })}
        </button>
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={bind.isPending}
          data-testid="bank-submit"
        >
          {t({ id: 'member.bank.bind', message: 'Bind' })}
        </button>
      </div>
      <FormError message={bind.error ? reason(bind.error) : ''} testId="bind-bank-refused" />
    </form>
  )
}
