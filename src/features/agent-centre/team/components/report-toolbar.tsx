import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useDateRangeLabels } from '@/i18n/ui-labels'
import { DateRangeBar } from '@/ui/date-range-bar'
import * as ui from '@/ui/ui.css'
import type { ReportFilters } from '../lib/use-report-filters'
import * as styles from '../team.css'

/**
 * The dates of a team report and, where the report lists members, a username search that applies on
 * submit (not per keystroke, so typing does not fire a call per letter).
 */
export function ReportToolbar(props: {
  filters: Pick<ReportFilters, 'range' | 'today' | 'setRange'> &
    Partial<Pick<ReportFilters, 'username' | 'setUsername'>>
  testId: string
}) {
  const { filters, testId } = props
  const { t } = useLingui()
  const id = useId()
  const rangeLabels = useDateRangeLabels()
  const [text, setText] = useState(filters.username ?? '')
  const setUsername = filters.setUsername
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setUsername?.(text)
  }
  return (
    <div className={styles.card}>
      <DateRangeBar
        value={filters.range}
        today={filters.today}
        onChange={filters.setRange}
        labels={rangeLabels}
        testId={`${testId}-range`}
      />
      {setUsername ? (
        <form className={styles.toolbar} role="search" onSubmit={handleSubmit}>
          <div className={`${ui.field} ${styles.grow}`}>
            <label htmlFor={id}>{t({ id: 'agent.filter.username', message: 'Username' })}</label>
            <input
              id={id}
              className={ui.input}
              value={text}
              maxLength={32}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              data-testid={`${testId}-username`}
            />
          </div>
          <button type="submit" className={ui.button} data-testid={`${testId}-search`}>
            {t({ id: 'agent.filter.search', message: 'Search' })}
          </button>
        </form>
      ) : null}
    </div>
  )
}
