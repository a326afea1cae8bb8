import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { consoleCall } from './client'
import { consoleKeys } from './keys'
import type { CallInput } from './types.gen'
import { readAgain } from '@/api/after-change'

/** The players' query keys, under the merchant's; a player's own under its account. */
export const playerKeys = {
  all: (merchantId: number) => [...consoleKeys.merchant(merchantId), 'players'] as const,
  search: (merchantId: number, query: CallInput<'players.search'>) =>
    [...playerKeys.all(merchantId), 'search', query] as const,
  player: (merchantId: number, accountId: string) =>
    [...playerKeys.all(merchantId), 'player', accountId] as const,
  part: (merchantId: number, accountId: string, part: string, query: object) =>
    [...playerKeys.player(merchantId, accountId), part, query] as const,
}

/** One page of players whose username, mobile or email starts with the query. */
export const playerSearchQueryOptions = (merchantId: number, query: CallInput<'players.search'>) =>
  queryOptions({
    queryKey: playerKeys.search(merchantId, query),
    queryFn: ({ signal }) => consoleCall('players.search', query, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/** A player's profile: contact, state, balance and totals. */
export const playerProfileQueryOptions = (merchantId: number, accountId: string) =>
  queryOptions({
    queryKey: [...playerKeys.player(merchantId, accountId), 'profile'],
    queryFn: ({ signal }) => consoleCall('players.profile', { accountId }, { merchantId, signal }),
  })

/** A player's responsible-gaming limits, exclusion and the history of their changes. */
export const playerResponsibleQueryOptions = (merchantId: number, accountId: string) =>
  queryOptions({
    queryKey: [...playerKeys.player(merchantId, accountId), 'responsible'],
    queryFn: ({ signal }) =>
      consoleCall('players.responsible', { accountId }, { merchantId, signal }),
  })

/** The paged parts of a player's page, each by its call. */
type PartCall =
  'players.ledger' | 'players.bets' | 'players.signIns' | 'players.tree' | 'players.contracts'

/** One page of a part of a player's page (ledger, bets, sign-ins, agent tree, contracts). */
export const playerPartQueryOptions = <I extends PartCall>(
  merchantId: number,
  id: I,
  query: CallInput<I>,
) =>
  queryOptions({
    queryKey: playerKeys.part(merchantId, query.accountId, id, query),
    queryFn: ({ signal }) => consoleCall(id, query as never, { merchantId, signal }),
    placeholderData: keepPreviousData,
  })

/** The support actions on a player, each audited by the platform. */
export type PlayerAction =
  | { id: 'players.setLock'; locked: boolean }
  | { id: 'players.forcePasswordChange' }
  | { id: 'players.resetTwoFactor' }

/** Locks, unlocks, forces a password change or resets two-factor; the player is read again. */
export function usePlayerActionMutation(merchantId: number, accountId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: PlayerAction) =>
      action.id === 'players.setLock'
        ? consoleCall(action.id, { accountId, locked: action.locked }, { merchantId })
        : consoleCall(action.id, { accountId }, { merchantId }),
    onSettled: async () => {
      await readAgain(client, { queryKey: playerKeys.player(merchantId, accountId) })
      await readAgain(client, { queryKey: [...playerKeys.all(merchantId), 'search'] })
      await readAgain(client, { queryKey: [...consoleKeys.merchant(merchantId), 'audit'] })
    },
  })
}
