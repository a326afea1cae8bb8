import { queryOptions } from '@tanstack/react-query'
import { write } from '@/api/write'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { playKeys } from './keys'

/** The game a launch starts. */
export type GameToLaunch = Pick<CallInput<'play.launch'>, 'vendor' | 'gameCode' | 'gameType'>

/** Where the launched game runs: its URL, the provider origin and how to show it. */
export type GameLaunch = CallOutput<'play.launch'>

/** Starts a game: the platform opens a provider session and answers its URL. */
export const launchGame = ({ vendor, gameCode, gameType }: GameToLaunch) =>
  write('play.launch', { vendor, gameCode, gameType })

/**
 * One launch per stage: a launch opens a provider session, so it is never refetched or retried
 * (another session would replace the one on screen), and it is dropped when the stage closes.
 * `static`: no reading again of the whole cache (a language chosen, the live stream's resync)
 * launches it again either.
 */
export const launchGameQueryOptions = (game: GameToLaunch, token: string | null) =>
  queryOptions({
    queryKey: playKeys.launch(game, token),
    queryFn: () => launchGame(game),
    staleTime: 'static',
    gcTime: 0,
    retry: false,
  })
