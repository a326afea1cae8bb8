import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '@/i18n/format'
import * as ui from '@/ui/ui.css'
import { pvpRoomsQueryOptions, type PvpRoom } from '@/api/games/get-pvp-rooms'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import { useLaunchGame } from '../launch/use-launch-game'
import * as styles from './pvp-rooms.css'

/**
 * The rooms of the PVP games of a vendor (every vendor's with none), folded away until opened:
 * name, minimum bet, seats taken; joining a room launches its game (spec §2.6, login check first).
 */
export function PvpRooms(props: { vendor: string }) {
  const { t } = useLingui()
  const pvpRoomsLabels = useQueryStateLabels(
    t({ id: 'games.rooms.empty', message: 'No rooms open for these games.' }),
    {
      loading: t({ id: 'games.rooms.loading', message: 'Loading the rooms…' }),
      error: t({ id: 'games.rooms.error', message: 'The rooms could not be loaded.' }),
    },
  )
  const fmt = useFormatters()
  const launch = useLaunchGame()
  const [isOpen, setOpen] = useState(false)
  const rooms = useQuery({ ...pvpRoomsQueryOptions(props.vendor), enabled: isOpen })
  const join = (room: PvpRoom) =>
    void launch({
      gameType: 'PVP',
      vendor: room.vendor,
      gameCode: room.gameCode,
      isGame: 'GAME',
      vassalage: room.vendor,
    })
  return (
    <details
      className={styles.rooms}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="pvp-rooms"
    >
      <summary className={styles.summary}>
        {t({ id: 'games.rooms.title', message: 'Game rooms' })}
      </summary>
      {isOpen ? (
        <QueryState
          query={rooms}
          labels={pvpRoomsLabels}
          isEmpty={(list) => list.length === 0}
          testId="pvp-rooms"
        >
          {(list) => (
            <ul className={styles.list} data-testid="pvp-room-list">
              {list.map((room) => {
                const players = room.players
                const seats = room.maxPlayers
                const minBet = fmt.money(room.minBet)
                return (
                  <li key={room.roomId} className={styles.room}>
                    <span className={styles.name}>
                      {room.gameName} · {room.name}
                    </span>
                    <span className={styles.meta}>
                      {t({ id: 'games.rooms.minBet', message: `Min. bet ${minBet}` })}
                    </span>
                    <span className={styles.meta}>
                      {t({ id: 'games.rooms.players', message: `Players ${players}/${seats}` })}
                    </span>
                    <button
                      type="button"
                      className={`${ui.button} ${styles.join}`}
                      onClick={() => join(room)}
                      disabled={players >= seats}
                      data-testid="pvp-room-join"
                    >
                      {players >= seats
                        ? t({ id: 'games.rooms.full', message: 'Full' })
                        : t({ id: 'games.rooms.join', message: 'Join' })}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      ) : null}
    </details>
  )
}
