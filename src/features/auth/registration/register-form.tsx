import { createElement } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../auth.css'
import { widgetFor, type WidgetProps } from './field-widgets'
import { useRegisterForm, type RegisterFormProps } from './use-register-form'

/**
 * The registration form of one mode: its fields, each drawn by the widget of its kind, the terms and
 * age boxes, and the submit. Its state and the calls live in useRegisterForm.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useLingui()
  const { formRef, ...form } = useRegisterForm(props)
  // Named as the message's placeholder is: {age}.
  const { age } = form
  return (
    <form
      ref={formRef}
      className={ui.form}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      data-testid={`register-form-${props.mode}`}
    >
      {form.fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          {...form.fieldOf(field)}
          services={form.services}
        />
      ))}
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="terms"
          // Announced as required; the form checks it itself (noValidate) and says why it refused.
          required
          checked={form.agreed}
          onChange={(e) => form.setAgreed(e.target.checked)}
        />
        {t({ id: 'register.terms', message: 'I have read and agree to the terms and conditions' })}
      </label>
      {props.caps.flags.has('area.help') ? (
        // A tab of its own: the form and what was typed stay.
        <a
          className={styles.termsLink}
          href="/helpmc?topic=terms"
          target="_blank"
          rel="noopener"
          data-testid="register-terms-link"
        >
          {t({ id: 'register.termsLink', message: 'Read the terms and conditions' })}
        </a>
      ) : null}
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="adult"
          required
          checked={form.adult}
          onChange={(e) => form.setAdult(e.target.checked)}
        />
        {t({
          id: 'register.adult',
          message: `I confirm that I am ${age} years old or over`,
        })}
      </label>
      <FormError message={form.error} testId="register-error" />
      <button type="submit" className={ui.buttonPrimary} disabled={form.isBusy}>
        {t({ id: 'header.register', message: 'Register' })}
      </button>
    </form>
  )
}

/** One field: its label, the widget of its kind, and its problem or else its hint. */
function FieldRow(props: WidgetProps & { problem: string; hint: string }) {
  const { i18n } = useLingui()
  const { field, input, problem, hint } = props
  return (
    <div className={ui.field} data-field={field.name}>
      <label htmlFor={input.id}>
        {i18n._({ id: field.label, message: field.name })}
        {field.rule.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {/* The registry's widgets are module-level components: the element type stays the same. */}
      {createElement(widgetFor(field), { field, input, services: props.services })}
      {problem ? (
        <p id={`${input.id}-error`} className={ui.errorText} data-testid={`problem-${field.name}`}>
          {problem}
        </p>
      ) : hint ? (
        <p id={`${input.id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
