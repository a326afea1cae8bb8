import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './ui.css'

/** A modal dialog on the native <dialog>: focus stays inside and Escape closes it. */
export function Dialog(props: {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
  className?: string
  testId?: string
}) {
  const { title, closeLabel, onClose, children, className, testId } = props
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className={className ?? styles.dialog}
      aria-label={title}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <header className={styles.dialogHeader}>
        <h2 className={styles.panelTitle}>{title}</h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={closeLabel}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  )
}
