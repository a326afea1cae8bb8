import { useEffect, useRef } from 'react'
import { trapTab } from './trap-tab'
import * as styles from './ui.css'

/** A message with one button (dialog width 400): Escape and Enter close it, focus returns. */
export function MessageDialog(props: { message: string; okLabel: string; onClose: () => void }) {
  const { message, okLabel, onClose } = props
  const ref = useRef<HTMLDialogElement>(null)
  const okRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const previous = document.activeElement as HTMLElement | null
    if (dialog && !dialog.open) dialog.showModal()
    okRef.current?.focus()
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
      role="alertdialog"
      data-testid="message-dialog"
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        // React passes cancel on to the dialogs around this one: Escape closes only the top one.
        event.stopPropagation()
        onClose()
      }}
    >
      <form
        method="dialog"
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault()
          onClose()
        }}
      >
        <p>{message}</p>
        <div className={styles.actions}>
          <button ref={okRef} type="submit" className={styles.buttonPrimary}>
            {okLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
