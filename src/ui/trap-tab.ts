import type { KeyboardEvent } from 'react'

/**
 * Keeps Tab inside an open modal dialog (onKeyDown of the <dialog>): the native modal lets Tab
 * out of the last control to the browser's own controls. A dialog opened over another handles
 * its own Tab; the one behind leaves it alone. Kept small: it ships on the first visit.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  const dialog = event.currentTarget
  if (event.key != 'Tab' || (event.target as Element).closest('dialog') != dialog) return
  const all = dialog.querySelectorAll<HTMLElement>('a,button:enabled,input:enabled,select,textarea')
  const back = event.shiftKey
  const to = event.target == all[back ? 0 : all.length - 1] && all[back ? all.length - 1 : 0]
  if (to) {
    event.preventDefault()
    to.focus()
  }
}
