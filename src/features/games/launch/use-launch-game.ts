import { useNavigate, type UseNavigateResult } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { writeKey, session as sessionStore } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { loginCheck } from '@/state/login-check'
import { openMessage, openModal } from '@/state/modals.store'
import { session } from '@/state/session.store'
import { decideLaunch, type LaunchTarget } from './rules'

const underMaintenance = msg({ id: 'game.maintenance', message: 'This game is under maintenance.' })

/**
 * Launches a game, a vendor card or a header entry by the rules of spec §2.6. A plain function, so
 * that a row of Home can load it on its first press (src/features/games/rows/row-actions.ts).
 */
export async function launchTarget(
  target: LaunchTarget,
  navigate: UseNavigateResult<string>,
  i18n: I18n,
) {
  const decision = decideLaunch(target, loginCheck(session))
  switch (decision.kind) {
    case 'login':
    case 'realAccount':
      return openModal(decision.kind)
    case 'maintenance':
      return openMessage(i18n._(underMaintenance))
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

/** launchTarget with the screen's router and language. */
export function useLaunchGame() {
  const navigate = useNavigate()
  const { i18n } = useLingui()
  return (target: LaunchTarget) => launchTarget(target, navigate, i18n)
}
