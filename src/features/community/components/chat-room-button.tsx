import { useLingui } from '@lingui/react/macro'
import { openModal } from '@/state/modals.store'
import * as ui from '@/ui/ui.css'

/** Opens the chat room modal (spec §2.5). */
export function ChatRoomButton() {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={ui.buttonPrimary}
      onClick={() => openModal('chatRoom')}
      data-testid="open-chat"
    >
      {t({ id: 'chat.open', message: 'Chat room' })}
    </button>
  )
}
