import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** A room of a PVP game; it is played by launching its game. */
export type PvpRoom = CallOutput<'games.pvpRooms'>['list'][number]

/** The rooms of one PVP vendor's games (every vendor's with an empty vendor). */
export async function getPvpRooms(vendor: string, signal?: AbortSignal) {
  return (await call('games.pvpRooms', { vendor: vendor || undefined }, { signal })).list
}

/** The rooms of one PVP vendor's games; players come and go, so they stay fresh half a minute. */
export const pvpRoomsQueryOptions = (vendor: string) =>
  queryOptions({
    queryKey: gamesKeys.pvpRooms(vendor),
    queryFn: ({ signal }) => getPvpRooms(vendor, signal),
    staleTime: 30_000,
  })
