import { useId } from 'react'
import * as ui from '@/ui/ui.css'
import * as styles from '../team.css'

/** A labelled input with its hint and its validation message beside it, tied by aria. */
export function TextField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  type?: 'text' | 'password' | 'date'
  /** The latest day a date input offers (yyyy-MM-dd). */
  max?: string
  hint?: string
  error?: string
  maxLength?: number
  autoComplete?: string
  inputMode?: 'numeric' | 'decimal' | 'text'
  /** Announced as required, with the visible mark after the label. */
  required?: boolean
  testId: string
}) {
  const { label, value, onChange, onBlur, type = 'text', hint, error, maxLength, testId } = props
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={props.required ? ui.requiredLabel : undefined}>
        {label}
      </label>
      <input
        id={id}
        required={props.required}
        className={ui.input}
        type={type}
        value={value}
        maxLength={maxLength}
        max={props.max}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.errorText} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
