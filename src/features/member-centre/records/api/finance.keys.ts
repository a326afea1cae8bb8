import type { BonusQuery } from './get-bonus'
import type { ProfitQuery } from './get-profit'

/** Query keys of the finance reports; member-bound keys carry the account. */
export const financeKeys = {
  all: ['finance'] as const,
  profit: (account: string | null, q: ProfitQuery) =>
    [...financeKeys.all, 'profit', account, q] as const,
  bonus: (account: string | null, q: BonusQuery) =>
    [...financeKeys.all, 'bonus', account, q] as const,
}
