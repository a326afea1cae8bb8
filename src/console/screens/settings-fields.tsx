import { useLingui } from '@lingui/react/macro'
import type { CallOutput } from '../api/types.gen'
import { patternProblem } from '../lib/pattern-guard'
import { PatternTry } from './pattern-try'
import * as styles from '../ui/console.css'
import { Table } from '../ui/table'

type Fields = CallOutput<'settings.get'>['registrationFields']
type Field = Fields[string]

/** The registration form's fields: shown, required, the pattern and the length of a value. */
export function FieldsTable({
  fields,
  onChange,
}: {
  fields: Fields
  onChange: (fields: Fields) => void
}) {
  const { t } = useLingui()
  const change = (name: string, patch: Partial<Field>) =>
    onChange({ ...fields, [name]: { ...fields[name]!, ...patch } })
  return (
    <section className={styles.card}>
      <h2>{t({ id: 'console.settings.fields', message: 'Registration fields' })}</h2>
      <Table
        label={t({ id: 'console.settings.fields', message: 'Registration fields' })}
        head={
          <tr>
            <th>{t({ id: 'console.settings.field', message: 'Field' })}</th>
            <th>{t({ id: 'console.settings.enabled', message: 'Shown' })}</th>
            <th>{t({ id: 'console.settings.required', message: 'Required' })}</th>
            <th>{t({ id: 'console.settings.pattern', message: 'Pattern' })}</th>
            <th>{t({ id: 'console.settings.minLength', message: 'Min. length' })}</th>
            <th>{t({ id: 'console.settings.maxLength', message: 'Max. length' })}</th>
          </tr>
        }
      >
        {Object.entries(fields).map(([name, field]) => {
          const problem = patternProblem(field.acceptedPattern)
          return (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${name}: ${t({ id: 'console.settings.enabled', message: 'Shown' })}`}
                  checked={field.enabled}
                  onChange={() => change(name, { enabled: !field.enabled })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${name}: ${t({ id: 'console.settings.required', message: 'Required' })}`}
                  checked={field.required}
                  onChange={() => change(name, { required: !field.required })}
                />
              </td>
              <td>
                <input
                  className={styles.input}
                  aria-label={`${name}: ${t({ id: 'console.settings.pattern', message: 'Pattern' })}`}
                  aria-invalid={problem !== null}
                  maxLength={200}
                  value={field.acceptedPattern}
                  onChange={(event) => change(name, { acceptedPattern: event.target.value })}
                />
                {problem === 'invalid' && (
                  <p className={styles.error}>
                    {t({
                      id: 'console.settings.patternInvalid',
                      message: 'Not a valid pattern.',
                    })}
                  </p>
                )}
                {problem === null && <PatternTry name={name} source={field.acceptedPattern} />}
                {problem === 'slow' && (
                  <p className={styles.error}>
                    {t({
                      id: 'console.settings.patternSlow',
                      message: 'This pattern could run for too long: the server will refuse it.',
                    })}
                  </p>
                )}
              </td>
              <td>
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={200}
                  value={field.minLength}
                  aria-label={`${name}: ${t({ id: 'console.settings.minLength', message: 'Min. length' })}`}
                  onChange={(event) => change(name, { minLength: Number(event.target.value) })}
                />
              </td>
              <td>
                <input
                  className={styles.input}
                  type="number"
                  min={1}
                  max={200}
                  value={field.maxLength}
                  aria-label={`${name}: ${t({ id: 'console.settings.maxLength', message: 'Max. length' })}`}
                  onChange={(event) => change(name, { maxLength: Number(event.target.value) })}
                />
              </td>
            </tr>
          )
        })}
      </Table>
    </section>
  )
}
