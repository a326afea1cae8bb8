import type { ReactNode } from 'react'
import * as styles from './ui.css'

/** A visible state of a screen (empty, unavailable, error) with an optional action. */
export function StatusPanel(props: {
  title: string
  message?: string
  tone?: 'info' | 'error'
  action?: ReactNode
  headingLevel?: 1 | 2
  testId?: string
}) {
  const { title, message, tone = 'info', action, headingLevel = 2, testId } = props
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      className={`${styles.panel} ${styles.panelTone[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Heading className={styles.panelTitle}>{title}</Heading>
      {message ? <p className={styles.panelText}>{message}</p> : null}
      {action}
    </section>
  )
}
