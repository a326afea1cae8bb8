import { useId, type InputHTMLAttributes } from 'react'
import * as ui from '@/ui/ui.css'
import * as styles from '../money.css'

/**
 * A labelled input with its hint and its validation message beside it; the message is announced
 * and tied to the input, so a screen reader hears why the value was refused.
 */
export function TextField(
  props: {
    label: string
    value: string
    onChange: (value: string) => void
    error?: string
    hint?: string
    testId: string
    className?: string
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>,
) {
  const { label, value, onChange, error, hint, testId, className, ...rest } = props
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`${ui.field} ${className ?? ''}`}>
      <label htmlFor={id} className={rest.required ? ui.requiredLabel : undefined}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className={ui.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.errorText} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The six-digit payment password, digits only. */
export function PaymentPasswordField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  testId: string
}) {
  return (
    <TextField
      {...props}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      onChange={(value) => props.onChange(value.replace(/\D/g, ''))}
    />
  )
}
