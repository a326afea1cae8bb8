import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import * as ui from '@/ui/ui.css'

/** The six-digit payment password that redeem and convert ask for. */
export function PaymentPasswordField(props: {
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {t({ id: 'pointMall.paymentPassword', message: 'Payment password' })}
      </label>
      <input
        id={id}
        className={ui.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  )
}
