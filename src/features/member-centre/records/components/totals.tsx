import type { ReactNode } from 'react'
import * as styles from '../records.css'

/** One figure of a totals strip. */
export interface TotalItem {
  key: string
  label: string
  value: ReactNode
}

/** The totals of a range as labelled figures; it wraps to as many rows as a narrow screen needs. */
export function Totals(props: { label: string; items: TotalItem[]; testId: string }) {
  return (
    <dl className={styles.totals} aria-label={props.label} data-testid={props.testId}>
      {props.items.map((item) => (
        <div key={item.key} className={styles.stat} data-testid={`${props.testId}-${item.key}`}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
