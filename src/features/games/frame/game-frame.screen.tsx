import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCanGoBack, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { gamesKeys } from '@/api/games/keys'
import { useLingui } from '@lingui/react/macro'
import { allVendorsQueryOptions } from '@/api/games/get-vendors'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { getBrand } from '@/state/brand.store'
import { loginCheck } from '@/state/login-check'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { cachedGameName } from './game-name'
import { GameStage } from './game-stage'
import { stageGame } from './stage-game'

const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : '')

/**
 * /game: the launched game in a sandboxed frame (spec §2.6). A vendor named without a game (the
 * header's cockfighting entry, DS88) starts the game its vendor card starts; the frame goes when
 * the session ends.
 */
export function GameFrameScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const vendor = text(search.vendor)
  const session = useSession()
  const check = loginCheck(session)
  const needsCard = check === 'allowed' && vendor !== '' && !text(search.gameCode)
  const vendors = useQuery({
    ...allVendorsQueryOptions(getBrand().merchantCode),
    enabled: needsCard,
  })
  const game = stageGame(
    { vendor, gameCode: text(search.gameCode), gameType: text(search.gameType) },
    vendors.data?.categories,
  )
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'game.loading', message: 'Starting the game…' }),
    error: t({ id: 'game.failed', message: 'The game could not be started.' }),
  })
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // Leaving goes back where the game was started from (a lobby, Home); a game opened by its
  // address goes to Home.
  const leave = useCallback(() => {
    if (canGoBack) router.history.back()
    else void navigate({ to: '/' }).catch(() => undefined)
  }, [canGoBack, router, navigate])
  const queryClient = useQueryClient()
  const name = game
    ? cachedGameName(
        queryClient.getQueriesData({ queryKey: gamesKeys.all }).map(([, data]) => data),
        game,
      )
    : null

  if (!session.token)
    return (
      <StatusPanel
        headingLevel={1}
        title={t({ id: 'game.signIn', message: 'Sign in to play' })}
        action={
          <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
            {t({ id: 'header.signIn', message: 'Sign in' })}
          </button>
        }
        testId="game-sign-in"
      />
    )
  if (check === 'realAccount')
    return (
      <StatusPanel
        headingLevel={1}
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
        testId="game-real-account"
      />
    )
  const stage = () =>
    game ? (
      <GameStage
        key={`${game.vendor}/${game.gameCode}/${game.gameType}`}
        game={game}
        title={name ?? t({ id: 'game.frame', message: 'Game' })}
        headingLevel={1}
        onClose={leave}
        closeLabel={t({ id: 'game.exit', message: 'Leave the game' })}
        immersive
      />
    ) : (
      <StatusPanel
        headingLevel={1}
        title={t({ id: 'game.unknown', message: 'This game could not be found.' })}
        testId="game-error"
      />
    )
  // A vendor without a game starts the game of its vendor card, which the vendors answer names.
  if (!needsCard) return stage()
  return (
    <QueryState query={vendors} labels={labels} testId="game">
      {stage}
    </QueryState>
  )
}
