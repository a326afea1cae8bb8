import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSetLimitMutation } from '@/api/responsible/set-limit'
import { useErrorReason } from '@/i18n/ui-labels'
import { parseAmount } from '@/lib/typed-amount'
import { getBrand } from '@/state/brand.store'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { TextField } from '../../money/components/text-field'
import * as styles from '../../money/money.css'
import { isTimeLimit, limitSlots, slotKey, slotName } from '../lib/limit-labels'

/** The longest session limit the platform takes: a day. */
const maxMinutes = 1440

/**
 * Sets one limit: which (deposit, loss or wager per day, week or month; or the session's time) and
 * how much. Whether it applies at once or after the cooling-off is the platform's to say: the list
 * above shows the answer.
 */
export function LimitForm(props: { locale: string }) {
  const { t, i18n } = useLingui()
  const save = useSetLimitMutation()
  const reason = useErrorReason()
  const [slot, setSlot] = useState(slotKey('deposit', 'day'))
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState('')
  const chosen = limitSlots.find((s) => slotKey(s.kind, s.period) === slot) ?? limitSlots[0]!
  const isTime = isTimeLimit(chosen.kind)
  const currency = getBrand().currency
  const symbol = currency.symbol

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const amount = isTime ? minutesOf(value) : parseAmount(value, currency, props.locale)
    if (amount === null || amount < 1) {
      setProblem(
        isTime
          ? t({
              id: 'responsible.limit.badMinutes',
              message: `Enter a number of minutes from 1 to ${maxMinutes}.`,
            })
          : t({ id: 'responsible.limit.badAmount', message: 'Enter an amount above zero.' }),
      )
      return
    }
    setProblem('')
    save.mutate(
      { kind: chosen.kind, period: chosen.period, amount },
      { onSuccess: () => setValue('') },
    )
  }

  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate data-testid="limit-form">
      <div className={styles.row}>
        <div className={`${ui.field} ${styles.grow}`}>
          <label htmlFor="limit-slot">
            {t({ id: 'responsible.limit.which', message: 'Limit' })}
          </label>
          <select
            id="limit-slot"
            className={ui.input}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
            data-testid="limit-slot"
          >
            {limitSlots.map((s) => (
              <option key={slotKey(s.kind, s.period)} value={slotKey(s.kind, s.period)}>
                {i18n._(slotName(s.kind, s.period))}
              </option>
            ))}
          </select>
        </div>
        <TextField
          required
          className={styles.grow}
          label={
            isTime
              ? t({ id: 'responsible.limit.minutes', message: 'Minutes per session' })
              : t({ id: 'responsible.limit.amount', message: `Amount (${symbol})` })
          }
          inputMode={isTime ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={setValue}
          error={problem}
          testId="limit-amount"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={save.isPending}
          data-testid="limit-save"
        >
          {t({ id: 'responsible.limit.save', message: 'Set limit' })}
        </button>
      </div>
      <FormError message={save.error ? reason(save.error) : ''} testId="limit-refused" />
    </form>
  )
}

/** Whole minutes typed as digits, within a day; null otherwise. */
function minutesOf(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return null
  const minutes = Number(trimmed)
  return minutes >= 1 && minutes <= maxMinutes ? minutes : null
}
