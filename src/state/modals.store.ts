import { proxy, useSnapshot } from 'valtio'

/** The modals any screen may ask for; the modal host in app/ renders them. */
export type ModalName = 'login' | 'register' | 'changePassword' | 'forgotPassword' | 'realAccount'

/** Which modal is open, if any. */
export const modals = proxy<{ open: ModalName | null; isForced: boolean }>({
  open: null,
  isForced: false,
})

/** Opens a modal, replacing any open one. */
export function openModal(name: ModalName, options: { isForced?: boolean } = {}) {
  modals.open = name
  modals.isForced = options.isForced ?? false
}

/** Closes the open modal. */
export function closeModal() {
  modals.open = null
}

/** The modal state in a component. */
export const useModals = () => useSnapshot(modals)
