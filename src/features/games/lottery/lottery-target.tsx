import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { loginCheck } from '@/state/login-check'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import { GameStage } from '../frame/game-stage'
import type { LotteryPick } from './lottery-lobby'

/**
 * The game a lottery URL names (spec §2.6: the lottery launch lands here with its query): started
 * in the frame for a member; a visitor is asked to sign in and a trial account to get a real one,
 * the game staying marked in the lobby below.
 */
export function LotteryTarget(props: {
  pick: LotteryPick
  game: LotteryGame | null
  isLobbyPending: boolean
  onLeave: () => void
}) {
  const { t } = useLingui()
  const session = useSession()
  const check = loginCheck(session)
  const { game, onLeave } = props
  const placeRef = useRef<HTMLDivElement>(null)
  const gameKey = game ? `${game.vendor}/${game.gameCode}` : ''
  // A game started from a card further down comes into view.
  useEffect(() => {
    if (gameKey) placeRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [gameKey])
  if (!props.pick.vendor) return null
  const name = game?.gameName ?? ''
  return (
    <div ref={placeRef}>
      {check === 'login' ? (
        <StatusPanel
          title={
            name
              ? t({ id: 'lottery.signIn.game', message: `Sign in to play ${name}` })
              : t({ id: 'game.signIn', message: 'Sign in to play' })
          }
          action={
            <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
              {t({ id: 'header.signIn', message: 'Sign in' })}
            </button>
          }
          testId="lottery-sign-in"
        />
      ) : check === 'realAccount' ? (
        <StatusPanel
          title={t({ id: 'game.realAccount', message: 'A real account is needed to play' })}
          action={
            <button
              type="button"
              className={ui.buttonPrimary}
              onClick={() => openModal('realAccount')}
            >
              {t({ id: 'game.realAccount.more', message: 'Learn more' })}
            </button>
          }
          testId="lottery-real-account"
        />
      ) : props.isLobbyPending ? null : !game ? (
        <StatusPanel
          tone="error"
          title={t({ id: 'game.unknown', message: 'This game could not be found.' })}
          action={
            <button type="button" className={ui.button} onClick={onLeave}>
              {t({ id: 'lottery.backToLobby', message: 'Back to the lobby' })}
            </button>
          }
          testId="lottery-unknown"
        />
      ) : (
        <GameStage
          key={gameKey}
          game={{ vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType }}
          title={name}
          headingLevel={2}
          onClose={onLeave}
          closeLabel={t({ id: 'lottery.backToLobby', message: 'Back to the lobby' })}
          actions={
            <button
              type="button"
              className={ui.button}
              onClick={onLeave}
              data-testid="lottery-close"
            >
              {t({ id: 'lottery.close', message: 'Close the game' })}
            </button>
          }
        />
      )}
    </div>
  )
}
