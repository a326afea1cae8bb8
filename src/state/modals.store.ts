import { proxy, useSnapshot } from 'valtio'

/** The modals any screen may ask for; the modal host in app/ renders them. */
export type ModalName = 'login' | 'register'

/** Which modal is open, if any. */
export const modals = proxy<{ open: ModalName | null }>({ open: null })

/** Opens a modal, replacing any open one. */
export function openModal(name: ModalName) {
  modals.open = name
}

/** Closes the open modal. */
export function closeModal() {
  modals.open = null
}

/** The modal state in a component. */
export const useModals = () => useSnapshot(modals)
