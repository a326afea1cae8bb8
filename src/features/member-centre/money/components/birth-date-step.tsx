import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useUpdateProfileMutation } from '@/api/member/update-profile'
import { useErrorReason } from '@/i18n/ui-labels'
import { isoDay } from '@/lib/date-range'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import * as styles from '../money.css'
import { TextField } from './text-field'

/**
 * The date of birth a merchant asks before the first deposit (responsible gaming, issue 46): the
 * deposit's refusal says why in the platform's words above; this saves it to the profile, and the
 * member deposits again. An age under the minimum is the platform's refusal, shown as it says it.
 */
export function BirthDateStep(props: { onSaved: () => void }) {
  const { t } = useLingui()
  const save = useUpdateProfileMutation()
  const reason = useErrorReason()
  const [birthday, setBirthday] = useState('')
  const [problem, setProblem] = useState('')
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) {
      setProblem(t({ id: 'member.money.required', message: 'This cannot be empty.' }))
      return
    }
    setProblem('')
    save.mutate({ profile: { birthday } }, { onSuccess: props.onSaved })
  }
  return (
    // A form of its own (not nested in the deposit's): Enter here saves the date, not the deposit.
    <form
      className={styles.card}
      onSubmit={handleSubmit}
      noValidate
      data-testid="deposit-birth-date"
    >
      <div className={styles.row}>
        <TextField
          required
          className={styles.grow}
          label={t({ id: 'register.birthday', message: 'Date of birth' })}
          type="date"
          max={isoDay(new Date())}
          autoComplete="bday"
          value={birthday}
          onChange={setBirthday}
          error={problem}
          testId="deposit-birthday"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={save.isPending}
          data-testid="deposit-birthday-save"
        >
          {t({ id: 'member.deposit.birthday.save', message: 'Save date of birth' })}
        </button>
      </div>
      <FormError message={save.error ? reason(save.error) : ''} testId="deposit-birthday-refused" />
    </form>
  )
}
