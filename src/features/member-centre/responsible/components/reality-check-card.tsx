import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useSetRealityCheckMutation } from '@/api/responsible/set-reality-check'
import type { ResponsibleStatus } from '@/api/responsible/get-status'
import { useErrorReason } from '@/i18n/ui-labels'
import { FormError } from '@/ui/form-error'
import * as styles from '../responsible.css'

/** How often the reality check interrupts play: one of the merchant's choices, or never. */
export function RealityCheckCard(props: { status: ResponsibleStatus }) {
  const { t } = useLingui()
  const save = useSetRealityCheckMutation()
  const reason = useErrorReason()
  // The choice shows at once; the platform's answer then holds it (or a refusal puts it back).
  const [picked, setPicked] = useState<number | null>(null)
  const current = picked ?? props.status.realityCheckMinutes
  const choose = (minutes: number) => {
    setPicked(minutes)
    save.mutate({ minutes }, { onSettled: () => setPicked(null) })
  }
  const options = [0, ...props.status.realityCheckChoices.filter((m) => m > 0)]
  const label = (minutes: number) =>
    minutes === 0
      ? t({ id: 'responsible.reality.off', message: 'Off' })
      : t({ id: 'responsible.reality.every', message: `Every ${minutes} min` })
  return (
    <section className={styles.card} aria-labelledby="reality-title" data-testid="reality-card">
      <h3 id="reality-title" className={styles.cardTitle}>
        {t({ id: 'responsible.reality.title', message: 'Reality check' })}
      </h3>
      <p className={styles.muted}>
        {t({
          id: 'responsible.reality.text',
          message:
            'While you play, a reminder shows how long you have played and your result since you signed in.',
        })}
      </p>
      <fieldset className={styles.choices} disabled={save.isPending}>
        <legend className={styles.muted}>
          {t({ id: 'responsible.reality.legend', message: 'Remind me' })}
        </legend>
        {options.map((minutes) => (
          <label key={minutes} className={styles.choice}>
            <input
              type="radio"
              name="reality-check"
              value={minutes}
              checked={current === minutes}
              onChange={() => choose(minutes)}
              data-testid={`reality-${minutes}`}
            />
            {label(minutes)}
          </label>
        ))}
      </fieldset>
      <FormError message={save.error ? reason(save.error) : ''} testId="reality-refused" />
    </section>
  )
}
