import { useId } from 'react'
import * as ui from '@/ui/ui.css'

/** A labelled text field of the offer form with its message beneath, tied by aria-describedby. */
export function OfferField(props: {
  name: string
  label: string
  value: string
  error: string
  inputMode: 'decimal' | 'numeric' | 'text'
  list?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const { name, label, value, error, inputMode, list, onChange } = props
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className={ui.input}
        value={value}
        inputMode={inputMode}
        list={list}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`offer-${name}`}
      />
      {error ? (
        <p id={`${id}-error`} className={ui.errorText} data-testid={`offer-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
