import { useEffect, useState } from 'react'
import * as styles from './toast.css'
import { dismissToast, useToasts, type Toast } from './toast.store'

/** How long a toast stays while the reader is not pointing at it or focused in it. */
export const toastHideMs = 6000

/**
 * The toasts (toast.store.ts) in a polite live region: a screen reader reads each one as it comes
 * without leaving what the reader is doing. Each hides after six seconds, held while the pointer or
 * the focus is on it (time enough to read it, WCAG 2.2.1), or goes with its dismiss button.
 */
export function ToastRegion(props: {
  label: string
  dismissLabel: string
  testId?: string
  itemTestId?: string
}) {
  const toasts = useToasts()
  return (
    <div
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={props.label}
      data-testid={props.testId}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          dismissLabel={props.dismissLabel}
          testId={props.itemTestId}
        />
      ))}
    </div>
  )
}

function ToastItem(props: { toast: Toast; dismissLabel: string; testId?: string }) {
  const { id, text, tone } = props.toast
  const [isHeld, setHeld] = useState(false)
  useEffect(() => {
    if (isHeld) return undefined
    const timer = setTimeout(() => dismissToast(id), toastHideMs)
    return () => clearTimeout(timer)
  }, [isHeld, id])
  return (
    <div
      className={`${styles.toast} ${styles.tone[tone]}`}
      data-testid={props.testId}
      data-tone={tone}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
    >
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={props.dismissLabel}
        onClick={() => dismissToast(id)}
      >
        ×
      </button>
    </div>
  )
}
