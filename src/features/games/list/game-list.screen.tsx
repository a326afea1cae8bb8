import { useLingui } from '@lingui/react/macro'
import { useRouteEntry } from '@/config/use-route-entry'
import { tableLabel } from '@/i18n/table-label'
import { listGameType } from './list-queries'
import { PvpRooms } from '../pvp/pvp-rooms'
import { GameList } from './game-list'

/**
 * /rng, /fish and /pvp: the route's `games` parameter names the category (schemas/routes.json);
 * /pvp also offers the rooms of the chosen vendor's games.
 */
export function GameListScreen() {
  const { i18n } = useLingui()
  const entry = useRouteEntry()
  const gameType = listGameType(entry?.params)
  const title = entry ? tableLabel(i18n, entry.title) : gameType
  // A category of its own: moving from /rng to /fish starts a fresh list.
  return (
    <GameList
      key={gameType}
      gameType={gameType}
      title={title}
      renderVendorExtra={
        gameType === 'PVP' ? (vendor) => <PvpRooms key={vendor} vendor={vendor} /> : undefined
      }
    />
  )
}
