import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SelfExclusionPeriod, TimeOutPeriod } from '@/api/responsible/exclude'
import * as ui from '@/ui/ui.css'
import * as styles from '../responsible.css'
import { ExclusionDialog, type ExclusionChoice } from './exclusion-dialog'
import { useExclusionLabels } from '../lib/exclusion-labels'

const timeOutPeriods: readonly TimeOutPeriod[] = ['24h', '7d', '30d']
const selfExclusionPeriods: readonly SelfExclusionPeriod[] = ['6m', '1y', 'permanent']

/**
 * Breaks from play: a time-out (24 hours to 30 days), a self-exclusion (6 months to for good) and
 * the account's closure. Each asks for a confirmation with the password that says it cannot be
 * undone; the platform then ends every session of the account.
 */
export function ExclusionCard() {
  const { t } = useLingui()
  const [timeOut, setTimeOut] = useState<TimeOutPeriod>('24h')
  const [exclusion, setExclusion] = useState<SelfExclusionPeriod>('6m')
  const [asked, setAsked] = useState<ExclusionChoice | null>(null)
  return (
    <section className={styles.card} aria-labelledby="exclusion-title" data-testid="exclusion-card">
      <h3 id="exclusion-title" className={styles.cardTitle}>
        {t({ id: 'responsible.break.title', message: 'Take a break' })}
      </h3>
      <p className={styles.warning}>
        {t({
          id: 'responsible.break.final',
          message: 'A break, a self-exclusion or a closure cannot be undone or shortened.',
        })}
      </p>
      <PeriodChoice
        name="time-out"
        legend={t({
          id: 'responsible.timeOut.legend',
          message: 'Time-out: you cannot sign in for',
        })}
        periods={timeOutPeriods}
        chosen={timeOut}
        onChoose={setTimeOut}
        action={t({ id: 'responsible.timeOut.start', message: 'Start the time-out' })}
        onAct={() => setAsked({ kind: 'timeOut', period: timeOut })}
      />
      <PeriodChoice
        name="self-exclusion"
        legend={t({
          id: 'responsible.selfExclusion.legend',
          message: 'Self-exclusion: close access to your account for',
        })}
        periods={selfExclusionPeriods}
        chosen={exclusion}
        onChoose={setExclusion}
        action={t({ id: 'responsible.selfExclusion.start', message: 'Exclude me' })}
        onAct={() => setAsked({ kind: 'selfExclusion', period: exclusion })}
      />
      <p className={styles.muted}>
        {t({
          id: 'responsible.close.text',
          message: 'You can also close your account. Your records are kept as the law requires.',
        })}
      </p>
      <div className={ui.actions}>
        <button
          type="button"
          className={`${ui.button} ${styles.dangerButton}`}
          onClick={() => setAsked({ kind: 'closed' })}
          data-testid="close-account-start"
        >
          {t({ id: 'responsible.close.start', message: 'Close my account' })}
        </button>
      </div>
      {asked ? <ExclusionDialog choice={asked} onClose={() => setAsked(null)} /> : null}
    </section>
  )
}

/**
 * One kind of break: its periods as radio buttons (test ids `<name>-<period>`) and the button
 * that asks to start it (`<name>-start`).
 */
function PeriodChoice<P extends TimeOutPeriod | SelfExclusionPeriod>({
  name,
  legend,
  periods,
  chosen,
  onChoose,
  action,
  onAct,
}: {
  name: string
  legend: string
  periods: readonly P[]
  chosen: P
  onChoose: (period: P) => void
  action: string
  onAct: () => void
}) {
  const labels = useExclusionLabels()
  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.muted}>{legend}</legend>
        {periods.map((period) => (
          <label key={period} className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={chosen === period}
              onChange={() => onChoose(period)}
              data-testid={`${name}-${period}`}
            />
            {labels.period(period)}
          </label>
        ))}
      </fieldset>
      <div className={ui.actions}>
        <button
          type="button"
          className={`${ui.button} ${styles.dangerButton}`}
          onClick={onAct}
          data-testid={`${name}-start`}
        >
          {action}
        </button>
      </div>
    </>
  )
}
