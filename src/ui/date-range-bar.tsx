import { type ReactNode, useId, useState } from 'react'
import {
  type DateRange,
  type RangePreset,
  normalizeRange,
  presetOf,
  presetRange,
  rangeLength,
  shiftRange,
} from '@/lib/date-range'
import * as styles from './records.css'

/** The texts of a date-range bar in the reader's language. */
export interface DateRangeLabels {
  group: string
  presets: Record<RangePreset, string>
  previous: (days: number) => string
  next: (days: number) => string
  from: string
  to: string
  /** The button that opens the rest of the bar on a phone ("Dates"). */
  choose: string
}

/**
 * Presets (today, last 7, last 30 days), the previous and next span of the same length, and the
 * two ends typed by hand; every change is a valid range that ends no later than today. On a phone
 * the presets stay and the rest folds behind a button that names the range shown.
 *
 * `children` are the page's own filters: they follow in the same wrapping row, so that on a laptop
 * they sit beside the two ends where the row has room instead of on a line of their own; they are
 * outside the range's group and never fold with it on a phone.
 */
export function DateRangeBar(props: {
  value: DateRange
  today: string
  onChange: (range: DateRange) => void
  labels: DateRangeLabels
  testId?: string
  children?: ReactNode
}) {
  const { value, today, onChange, labels, testId = 'date-range', children } = props
  const id = useId()
  const [isOpen, setOpen] = useState(false)
  const active = presetOf(value, today)
  const previous = shiftRange(value, -1, today)
  const next = shiftRange(value, 1, today)
  const days = rangeLength(value)
  const setEnd = (end: 'startDate' | 'endDate', day: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(normalizeRange({ ...value, [end]: day }, today))
  }
  return (
    <div className={styles.rangeBar} data-testid={testId}>
      <div className={styles.rangeGroup} role="group" aria-label={labels.group}>
        <div className={styles.chips}>
          {(['today', 'last7', 'last30'] as const).map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.chip}
              aria-pressed={active === preset}
              onClick={() => onChange(presetRange(preset, today))}
              data-testid={`${testId}-${preset}`}
            >
              {labels.presets[preset]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`${styles.chip} ${styles.rangeToggle}`}
          aria-expanded={isOpen}
          aria-controls={`${id}-more`}
          onClick={() => setOpen(!isOpen)}
          data-testid={`${testId}-toggle`}
        >
          {labels.choose}{' '}
          <span className={styles.rangeSummary}>
            {value.startDate} – {value.endDate}
          </span>{' '}
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
        <div id={`${id}-more`} className={styles.rangeMore} data-open={isOpen || undefined}>
          <div className={styles.chips}>
            <button
              type="button"
              className={styles.chip}
              disabled={!previous}
              onClick={() => previous && onChange(previous)}
              data-testid={`${testId}-previous`}
            >
              {labels.previous(days)}
            </button>
            <button
              type="button"
              className={styles.chip}
              disabled={!next}
              onClick={() => next && onChange(next)}
              data-testid={`${testId}-next`}
            >
              {labels.next(days)}
            </button>
          </div>
          {/* The two ends wrap to a new line together: "To" never sits alone under "From". */}
          <div className={styles.rangeEnds}>
            <label className={styles.dateField} htmlFor={`${id}-from`}>
              {labels.from}
              <input
                id={`${id}-from`}
                type="date"
                className={styles.dateInput}
                value={value.startDate}
                max={value.endDate}
                onChange={(event) => setEnd('startDate', event.target.value)}
                data-testid={`${testId}-from`}
              />
            </label>
            <label className={styles.dateField} htmlFor={`${id}-to`}>
              {labels.to}
              <input
                id={`${id}-to`}
                type="date"
                className={styles.dateInput}
                value={value.endDate}
                min={value.startDate}
                max={today}
                onChange={(event) => setEnd('endDate', event.target.value)}
                data-testid={`${testId}-to`}
              />
            </label>
          </div>
        </div>
      </div>
      {children}
    </div>
  )
}
