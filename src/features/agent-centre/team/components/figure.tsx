import type { ReactNode } from 'react'
import * as styles from '../team.css'

/** One figure of a summary: a term and its value, inside a `<dl>`. */
export function Figure(props: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className={styles.stat} data-testid={props.testId}>
      <dt className={styles.statLabel}>{props.label}</dt>
      <dd className={styles.statValue}>{props.value}</dd>
    </div>
  )
}
