import * as styles from './ui.css'

/** A form's error, announced to screen readers; nothing when there is none. */
export function FormError(props: { message: string; testId: string }) {
  if (!props.message) return null
  return (
    <p className={styles.errorText} role="alert" data-testid={props.testId}>
      {props.message}
    </p>
  )
}
