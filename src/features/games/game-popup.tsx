import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useVendorGamesQuery } from '@/api/games/get-game-list'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import type { GamePopupTarget } from '@/state/modals.store'
import { Dialog } from '@/ui/dialog'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import { useLaunchGame } from './launch/use-launch-game'
import * as styles from './lobby/lobby.css'

/** The game popup (spec §2.5, §2.6): a vendor's games, for vendors whose card lists games. */
export function GamePopup(props: { target: GamePopupTarget; onClose: () => void }) {
  const { t } = useLingui()
  const { vassalage, gameType } = props.target
  const [pageNo, setPageNo] = useState(1)
  const launch = useLaunchGame()
  const games = useVendorGamesQuery(vassalage, gameType, pageNo)
  const labels = useQueryStateLabels(
    t({ id: 'lobby.games.empty', message: 'No games from this provider yet.' }),
    {
      loading: t({ id: 'lobby.games.loading', message: 'Loading games…' }),
      error: t({ id: 'lobby.games.error', message: 'The games could not be loaded.' }),
    },
  )
  const pagerLabels = usePagerLabels()
  return (
    <Dialog
      title={vassalage}
      closeLabel={t({ id: 'dialog.close', message: 'Close' })}
      onClose={props.onClose}
      testId="game-popup"
    >
      <QueryState
        query={games}
        labels={labels}
        isEmpty={(data) => data.games.length === 0}
        testId="game-popup"
      >
        {(data) => (
          <>
            <ul className={styles.games} data-testid="game-popup-list">
              {data.games.map((game) => (
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
            <Pager
              current={pageNo}
              totalPages={data.totalPages}
              onChange={setPageNo}
              labels={pagerLabels}
              testId="game-popup-pager"
            />
          </>
        )}
      </QueryState>
    </Dialog>
  )
}
