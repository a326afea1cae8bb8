import { store, useSnapshot } from '@/lib/store'

/** The modals any screen may ask for; the modal host in app/ renders them. */
export type ModalName =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'realAccount'
  | 'message'
  | 'gamePopup'
  | 'chatRoom'
  | 'notice'

/** Where a login starts (spec §6): the agent side admits agents only, the member side members. */
export type LoginSide = 'member' | 'agent'

/** What the header's inline form typed before the login modal takes over (slider, code). */
export interface LoginPrefill {
  loginType: 'username' | 'mobile'
  username?: string
  password?: string
  mobile?: string
}

/** The vendor whose games the game popup lists (spec §2.6, isGame VASSALAGE). */
export interface GamePopupTarget {
  vassalage: string
  gameType: string
}

/** Which modal is open, if any. */
export const modals = store<{
  open: ModalName | null
  isForced: boolean
  prefill: LoginPrefill | null
  side: LoginSide | null
  /** The text of the message dialog. */
  message: string | null
  game: GamePopupTarget | null
  /** The notice the notice modal opens at (spec §2.3: the clicked ticker title). */
  noticeIndex: number | null
}>({
  open: null,
  isForced: false,
  prefill: null,
  side: null,
  message: null,
  game: null,
  noticeIndex: null,
})

/** Opens a modal, replacing any open one. */
export function openModal(
  name: ModalName,
  options: {
    isForced?: boolean
    prefill?: LoginPrefill
    side?: LoginSide
    message?: string
    game?: GamePopupTarget
    noticeIndex?: number
  } = {},
) {
  modals.open = name
  modals.isForced = options.isForced ?? false
  modals.prefill = options.prefill ?? null
  modals.side = options.side ?? null
  modals.message = options.message ?? null
  modals.game = options.game ?? null
  modals.noticeIndex = options.noticeIndex ?? null
}

/** A message with an OK button (spec §8 warnings: maintenance, popup blocked, a refused request). */
export function openMessage(message: string) {
  openModal('message', { message })
}

/** Closes the open modal. */
export function closeModal() {
  modals.open = null
}

/** The modal state in a component. */
export const useModals = () => useSnapshot(modals)
