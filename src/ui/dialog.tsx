import { useEffect, useId, useRef, type ReactNode } from 'react'
import { trapTab } from './trap-tab'
import * as styles from './ui.css'

/**
 * The modal primitive, on the native <dialog> (600 x 300 by default): labelled by its title, focus
 * stays inside while it is open and returns where it was, Escape closes it.
 */
export function Dialog(props: {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
  className?: string
  testId?: string
  /** Shown in the header between the title and the close button (a member's rank, say). */
  headerExtra?: ReactNode
}) {
  const { title, closeLabel, onClose, children, className, testId, headerExtra } = props
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    const previous = document.activeElement as HTMLElement | null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      previous?.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className={className ?? styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        // React passes cancel on to the dialogs around this one: Escape closes only the top one.
        event.stopPropagation()
        onClose()
      }}
    >
      <header className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {headerExtra}
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
