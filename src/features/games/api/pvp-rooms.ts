import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import { gamesKeys } from './games.keys'

/** A room of a PVP game (games.pvpRooms); it is played by launching its game. */
export interface PvpRoom {
  roomId: string
  vendor: string
  gameCode: string
  gameName: string
  name: string
  /** Minor units. */
  minBet: number
  players: number
  maxPlayers: number
}

/** The rooms of one PVP vendor's games (every vendor's with an empty vendor). */
export const pvpRoomsQueryOptions = (vendor: string) =>
  queryOptions({
    queryKey: gamesKeys.pvpRooms(vendor),
    queryFn: async ({ signal }) =>
      (await call('games.pvpRooms', { vendor: vendor || undefined }, { signal })).list,
    staleTime: 30_000,
  })
