import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { BankAccount } from '@/api/finance/get-banks'
import type { Withdrawals } from '@/api/finance/get-withdrawals'
import { usePlaceWithdrawalMutation } from '@/api/finance/place-withdrawal'
import { useFormatters } from '@/i18n/format'
import { getBrand } from '@/state/brand.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { checkAmount } from '../lib/amount'
import * as styles from '../money.css'
import { useAmountMessages, usePaymentPasswordMessage } from './amount-messages'
import { PaymentPasswordField, TextField } from './text-field'
import { useErrorReason } from '@/i18n/ui-labels'

/** Places a withdrawal to a bound bank account within the limits and the balance. */
export function WithdrawForm(props: {
  banks: BankAccount[]
  limits: Withdrawals['limits']
  balance: number
}) {
  const { banks, limits, balance } = props
  const { t } = useLingui()
  const format = useFormatters()
  const amountMessage = useAmountMessages()
  const passwordMessage = usePaymentPasswordMessage()
  const place = usePlaceWithdrawalMutation()
  const reason = useErrorReason()
  const [bankId, setBankId] = useState(banks[0]?.id ?? '')
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const bounds = { min: limits.min, max: limits.max, balance }
  const min = format.money(limits.min)
  const max = format.money(limits.max)
  const available = format.money(balance)
  const placed = place.data ? format.money(place.data.amount) : ''
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkAmount(text, getBrand().currency, bounds, format.locale)
    const found = {
      amount: checked.problem ? amountMessage(checked.problem, bounds) : undefined,
      password: /^\d{6}$/.test(password) ? undefined : passwordMessage,
    }
    setErrors(found)
    if (checked.problem || found.password) return
    place.mutate(
      { bankId, amount: checked.amount, paymentPassword: password },
      {
        onSuccess: () => {
          setText('')
          setPassword('')
        },
      },
    )
  }
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          {t({ id: 'member.withdraw.toBank', message: 'Withdraw to' })}
        </legend>
        {banks.map((bank) => (
          <label key={bank.id} className={styles.choice}>
            <span>
              <input
                type="radio"
                name="bank"
                value={bank.id}
                checked={bank.id === bankId}
                data-testid="withdraw-bank"
                onChange={() => setBankId(bank.id)}
              />{' '}
              {bank.bankName}
            </span>
            <span className={styles.muted}>
              {bank.accountNo} · {bank.holderName}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'member.money.amount', message: 'Amount' })}
          hint={t({
            id: 'member.withdraw.limits',
            message: `From ${min} to ${max}; available ${available}`,
          })}
          inputMode="decimal"
          value={text}
          onChange={setText}
          error={errors.amount}
          testId="withdraw-amount"
        />
        <PaymentPasswordField
          label={t({ id: 'member.money.paymentPassword', message: 'Payment password' })}
          value={password}
          onChange={setPassword}
          error={errors.password}
          testId="withdraw-password"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={place.isPending}
          data-testid="withdraw-submit"
        >
          {t({ id: 'member.withdraw.submit', message: 'Withdraw' })}
        </button>
      </div>
      <FormError message={place.error ? reason(place.error) : ''} testId="withdraw-refused" />
      {place.data ? (
        <p className={styles.success} role="status" data-testid="withdraw-placed">
          {t({
            id: 'member.withdraw.placed',
            message: `Your withdrawal of ${placed} is being processed.`,
          })}
        </p>
      ) : null}
    </form>
  )
}
