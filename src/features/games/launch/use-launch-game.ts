import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { writeKey, session as sessionStore } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { loginCheck } from '@/state/login-check'
import { openMessage, openModal } from '@/state/modals.store'
import { session } from '@/state/session.store'
import { decideLaunch, type LaunchTarget } from './rules'

/** Launches a game, a vendor card or a header entry by the rules of spec §2.6. */
export function useLaunchGame() {
  const navigate = useNavigate()
  const { t } = useLingui()
  return async (target: LaunchTarget) => {
    const decision = decideLaunch(target, loginCheck(session))
    switch (decision.kind) {
      case 'login':
      case 'realAccount':
        return openModal(decision.kind)
      case 'maintenance':
        return openMessage(
          t({ id: 'game.maintenance', message: 'This game is under maintenance.' }),
        )
      case 'lottery':
        return navigate({ to: decision.path, search: decision.search }).catch(() => undefined)
      case 'vendorGames':
        if (decision.listPath === null)
          return openModal('gamePopup', {
            game: { vassalage: decision.vassalage, gameType: decision.gameType },
          })
        // Spec §2.6: the vassalage is stored before going to the list screen.
        writeKey(sessionStore(), storageKeys.vassalage, decision.vassalage)
        return navigate({
          to: decision.listPath,
          search: { vendor: decision.vassalage },
        }).catch(() => undefined)
      case 'frame':
        return navigate({ to: '/game', search: decision.search }).catch(() => undefined)
    }
  }
}
