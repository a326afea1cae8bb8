import type { BetsQuery } from './get-bets'

/** Query keys of the play domain's records; member-bound keys carry the account. */
export const playKeys = {
  all: ['play'] as const,
  bets: (account: string | null, q: BetsQuery) => [...playKeys.all, 'bets', account, q] as const,
}
