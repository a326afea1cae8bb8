import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import { launchGameQueryOptions } from '@/api/play/launch-game'
import { usePermissionQuery } from '@/api/system/get-permission'
import { walletKeys } from '@/api/wallet/keys'
import { openMessage } from '@/state/modals.store'
import { useScreenTitle } from '@/state/page-title'
import { useSession } from '@/state/session.store'
import { useImmersive } from '@/ui/immersive'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from './frame.css'
import { frameMessage, launchTarget } from './launch-url'
import { readAgain } from '@/api/after-change'

/** The game a stage starts (play.launch). */
export interface StageGame {
  vendor: string
  gameCode: string
  gameType: string
}

/**
 * A launched game in a sandboxed frame (spec §2.6), for a member the login check has let through:
 * the address comes from play.launch, moved to a launch CDN picked at random; only that origin may
 * post messages to the page; full screen falls back to covering the page. The /game screen and the
 * lottery screens show it; it goes with them when the session ends.
 */
export function GameStage(props: {
  game: StageGame
  /** The game's name until the launch answers it (and if it does not). */
  title: string
  headingLevel?: 1 | 2
  /** Leaves the game: the frame asked to close, or the game cannot be played. */
  onClose: () => void
  closeLabel: string
  /** More buttons for the stage's bar. */
  actions?: ReactNode
  /**
   * The game is the screen (/game): on a phone it covers it without the site's header, and an
   * exit button (closeLabel) floats over it; on a wider screen the exit button sits in the bar.
   */
  immersive?: boolean
}) {
  const { t } = useLingui()
  const { vendor, gameCode, gameType } = props.game
  const { onClose } = props
  const queryClient = useQueryClient()
  const { token } = useSession()
  const permission = usePermissionQuery()
  const launch = useQuery(launchGameQueryOptions({ vendor, gameCode, gameType }, token))
  const stageRef = useRef<HTMLDivElement>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [isPseudo, setPseudo] = useState(false)
  const cdns = permission.data?.info.launchGameCDNs ?? []
  const [target] = useState(() => ({ pick: Math.random() }))
  const place = launch.data ? launchTarget(launch.data, cdns, () => target.pick) : null
  const isImmersive = props.immersive === true && launch.data?.mode === 'iframe' && place !== null
  useImmersive(isImmersive)
  // The tab and the history name the game while it shows, as its heading and frame do.
  useScreenTitle(launch.data?.gameName || props.title)

  // Only the launched game may talk to the page: its origin and its window (spec §2.6).
  useEffect(() => {
    if (!place) return
    const listen = (event: MessageEvent) => {
      const message = frameMessage(event, place.origin, frameRef.current?.contentWindow)
      if (message?.type === 'balance')
        void readAgain(queryClient, { queryKey: walletKeys.balance() })
      if (message?.type === 'close') onClose()
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [place, queryClient, onClose])

  // Escape leaves the page-covering full screen.
  useEffect(() => {
    if (!isPseudo) return
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPseudo(false)
    }
    window.addEventListener('keydown', leave)
    return () => window.removeEventListener('keydown', leave)
  }, [isPseudo])

  const fullScreen = async () => {
    if (document.fullscreenElement)
      return void (await document.exitFullscreen().catch(() => undefined))
    if (isPseudo) return setPseudo(false)
    try {
      if (!stageRef.current?.requestFullscreen) throw new Error('no full screen')
      await stageRef.current.requestFullscreen()
    } catch {
      setPseudo(true)
    }
  }

  if (launch.isPending)
    return (
      <StatusPanel
        headingLevel={props.headingLevel}
        title={t({ id: 'game.loading', message: 'Starting the game…' })}
        testId="game-loading"
      />
    )
  if (launch.isError || !place) {
    const failure = launchFailure(launch.error)
    return (
      <StatusPanel
        headingLevel={props.headingLevel}
        tone="error"
        title={
          failure.kind === 'maintenance'
            ? t({ id: 'game.maintenance', message: 'This game is under maintenance.' })
            : failure.kind === 'missing'
              ? t({ id: 'game.unknown', message: 'This game could not be found.' })
              : t({ id: 'game.failed', message: 'The game could not be started.' })
        }
        message={failure.words}
        action={
          // A new try where one may help, and always the way out (the page's Leave the game, the
          // pop-up's Close, the lottery's Back to the lobby), beside what the panel says.
          <div className={ui.actions}>
            {failure.kind === 'again' ? (
              <button
                type="button"
                className={ui.buttonPrimary}
                onClick={() => void launch.refetch()}
              >
                {t({ id: 'system.retry', message: 'Try again' })}
              </button>
            ) : null}
            <button type="button" className={ui.button} onClick={onClose}>
              {props.closeLabel}
            </button>
          </div>
        }
        testId="game-error"
      />
    )
  }
  if (launch.data.mode === 'window')
    return (
      <StatusPanel
        headingLevel={props.headingLevel}
        title={t({ id: 'game.window', message: 'This game opens in its own window.' })}
        action={
          <button
            type="button"
            className={ui.buttonPrimary}
            onClick={() => {
              const opened = window.open(place.url, '_blank', 'noopener')
              if (!opened)
                openMessage(
                  t({
                    id: 'game.popupBlocked',
                    message: 'The pop-up was blocked. Please allow pop-ups and try again.',
                  }),
                )
            }}
            data-testid="game-open-window"
          >
            {t({ id: 'game.open', message: 'Open the game' })}
          </button>
        }
      />
    )
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1'
  // The launch names the game itself: a /game page opened by its address knows no other name.
  const title = launch.data.gameName || props.title
  return (
    <div
      ref={stageRef}
      className={[
        styles.stage,
        isPseudo ? styles.pseudoFullScreen : '',
        isImmersive ? styles.immersive : '',
      ].join(' ')}
      data-testid="game-stage"
      data-pseudo-full-screen={isPseudo || undefined}
    >
      <div className={styles.bar}>
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.actions}>
          {isImmersive ? (
            <button
              type="button"
              className={`${ui.button} ${styles.exit}`}
              onClick={onClose}
              data-testid="game-exit"
            >
              <span aria-hidden="true" className={styles.exitIcon}>
                ←
              </span>
              <span className={styles.exitText}>{props.closeLabel}</span>
            </button>
          ) : null}
          {props.actions}
          <button
            type="button"
            className={`${ui.button} ${styles.fullScreenButton}`}
            onClick={() => void fullScreen()}
            data-testid="game-full-screen"
          >
            {isPseudo
              ? t({ id: 'game.fullScreen.leave', message: 'Leave full screen' })
              : t({ id: 'game.fullScreen', message: 'Full screen' })}
          </button>
        </div>
      </div>
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={place.url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
        data-testid="game-frame"
      />
    </div>
  )
}

/**
 * Why a launch failed, as the stage tells it: a game under maintenance (503) or unknown (404), a
 * refusal in the platform's words (a used-up loss limit, 403), where trying again changes nothing
 * and the player leaves; or a failure a new try may mend, with the platform's words when it gave
 * some (the provider not answering, 502) and none for the network's or a gateway's.
 */
function launchFailure(error: unknown): {
  kind: 'maintenance' | 'missing' | 'refused' | 'again'
  words?: string
} {
  if (!(error instanceof ApiError)) return { kind: 'again' }
  const { status } = error.details
  if (status === 503) return { kind: 'maintenance' }
  if (status === 404) return { kind: 'missing' }
  if (error.kind === 'server') return { kind: 'refused', words: error.message }
  const ownWords = error.kind === 'http' && error.message !== `HTTP ${status}`
  return { kind: 'again', words: ownWords ? error.message : undefined }
}
