import { useEffect, useRef } from 'react'
import { trapTab } from './trap-tab'
import * as styles from './ui.css'

/** A small confirmation dialog: Escape cancels, Enter confirms, focus returns to where it was. */
export function ConfirmDialog(props: {
  message: string
  cancelLabel: string
  confirmLabel: string
  onCancel: () => void
  onConfirm: () => void
}) {
  const { message, cancelLabel, confirmLabel, onCancel, onConfirm } = props
  const ref = useRef<HTMLDialogElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const previous = document.activeElement as HTMLElement | null
    if (dialog && !dialog.open) dialog.showModal()
    // Enter presses the confirm button (spec §9), so it takes the focus.
    confirmRef.current?.focus()
    return () => {
      dialog?.close()
      previous?.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles.confirm}`}
      aria-label={message}
      data-testid="confirm-dialog"
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        // React passes cancel on to the dialogs around this one: Escape closes only the top one.
        event.stopPropagation()
        onCancel()
      }}
    >
      <form
        method="dialog"
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
      >
        <p>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="submit" className={styles.buttonPrimary}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
