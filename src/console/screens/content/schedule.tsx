import { useLingui } from '@lingui/react/macro'
import * as styles from '../../ui/console.css'
import { fromZoneInput, toZoneInput } from '../../ui/zoned-time'
import { useMerchantFormat } from '../finance/merchant-format'
import * as ops from '../finance/operations.css'

/** An instant (ISO 8601) as a datetime-local field's value in the merchant's zone; '' for none. */
export const toFieldValue = (iso: string | null, zone: string) =>
  iso ? toZoneInput(iso, zone) : ''

/** A datetime-local field's value (the merchant's wall clock) as an instant; null when empty. */
export const fromFieldValue = (value: string, zone: string) =>
  value ? fromZoneInput(value, zone) : null

/** The start and end of an item's schedule, on the merchant's wall clock. */
export function ScheduleFields({
  start,
  end,
  startRequired,
  disabled,
  onChange,
}: {
  start: string
  end: string
  startRequired: boolean
  disabled: boolean
  onChange: (next: { start: string; end: string }) => void
}) {
  const { t } = useLingui()
  const { zone } = useMerchantFormat()
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend>{t({ id: 'console.content.schedule', message: 'Schedule' })}</legend>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t({ id: 'console.content.startAt', message: 'Shown from' })}
          <input
            className={styles.input}
            type="datetime-local"
            name="startAt"
            value={start}
            required={startRequired}
            onChange={(event) => onChange({ start: event.target.value, end })}
          />
        </label>
        <label className={styles.field}>
          {t({ id: 'console.content.endAt', message: 'Shown until' })}
          <input
            className={styles.input}
            type="datetime-local"
            name="endAt"
            value={end}
            min={start || undefined}
            onChange={(event) => onChange({ start, end: event.target.value })}
          />
        </label>
      </div>
      <small className={styles.muted}>
        {startRequired
          ? t({
              id: 'console.content.scheduleHintNotice',
              message: `Times are the merchant’s (${zone}). An empty end: no end.`,
            })
          : t({
              id: 'console.content.scheduleHint',
              message: `Times are the merchant’s (${zone}). An empty start: from now; an empty end: no end.`,
            })}
      </small>
    </fieldset>
  )
}

/** Whether the portal shows an item now, will, or did (the server's answer, on its clock). */
export function StateBadge({ state }: { state: 'running' | 'scheduled' | 'ended' }) {
  const { t } = useLingui()
  const names = {
    running: t({ id: 'console.content.running', message: 'Shown now' }),
    scheduled: t({ id: 'console.content.scheduled', message: 'Scheduled' }),
    ended: t({ id: 'console.content.ended', message: 'Ended' }),
  }
  return (
    <span
      className={state === 'running' ? ops.badge : ops.warnBadge}
      data-testid={`content-state-${state}`}
    >
      {names[state]}
    </span>
  )
}

/** A list row's schedule: whether it shows now, and from when until when (merchant's zone). */
export function ScheduleCell(props: {
  state: 'running' | 'scheduled' | 'ended'
  startAt: string | null
  endAt: string | null
}) {
  const { when } = useMerchantFormat()
  return (
    <>
      <StateBadge state={props.state} />{' '}
      <small className={styles.muted}>
        {when(props.startAt)} – {when(props.endAt)}
      </small>
    </>
  )
}
