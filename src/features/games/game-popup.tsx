import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { call } from '@/api/client'
import type { GamePopupTarget } from '@/state/modals.store'
import { Dialog } from '@/ui/dialog'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import { useLaunchGame } from './launch/use-launch-game'
import * as styles from './lobby/lobby.css'

const pageSize = 14

/** The game popup (spec §2.5, §2.6): a vendor's games, for vendors whose card lists games. */
export function GamePopup(props: { target: GamePopupTarget; onClose: () => void }) {
  const { t } = useLingui()
  const { vassalage, gameType } = props.target
  const [pageNo, setPageNo] = useState(1)
  const launch = useLaunchGame()
  const games = useQuery({
    queryKey: ['games', 'popup', vassalage, gameType, pageNo],
    queryFn: ({ signal }) =>
      call('games.list', { clientType: 3, gameType, vassalage, pageNo, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  })
  const totalPages = games.data?.totalPages ?? 1
  return (
    <Dialog
      title={vassalage}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="game-popup"
    >
      {games.isPending ? (
        <StatusPanel title={t({ id: 'lobby.games.loading', message: 'Loading games…' })} />
      ) : games.isError ? (
        <StatusPanel
          tone="error"
          title={t({ id: 'lobby.games.error', message: 'The games could not be loaded.' })}
          action={
            <button type="button" className={ui.buttonPrimary} onClick={() => void games.refetch()}>
              {t({ id: 'system.retry', message: 'Try again' })}
            </button>
          }
        />
      ) : games.data.games.length === 0 ? (
        <StatusPanel
          title={t({ id: 'lobby.games.empty', message: 'No games from this provider yet.' })}
        />
      ) : (
        <>
          <ul className={styles.games} data-testid="game-popup-list">
            {games.data.games.map((game) => (
              <li key={game.nodeId}>
                <button
                  type="button"
                  className={styles.card}
                  aria-disabled={game.maintenance || undefined}
                  onClick={() => {
                    props.onClose()
                    // A game of the list starts itself, whatever its vendor's card does.
                    void launch({ ...game, isGame: 'GAME' })
                  }}
                >
                  <span className={styles.name}>{game.gameName}</span>
                </button>
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav
              className={styles.pager}
              aria-label={t({ id: 'lobby.games.pages', message: 'Pages' })}
            >
              <button
                type="button"
                className={ui.button}
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t({ id: 'pager.prev', message: 'Prev' })}
              </button>
              <span>
                {pageNo} / {totalPages}
              </span>
              <button
                type="button"
                className={ui.button}
                disabled={pageNo >= totalPages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t({ id: 'pager.next', message: 'Next' })}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </Dialog>
  )
}
