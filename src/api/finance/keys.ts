import type { BonusQuery } from './get-bonus'
import type { ProfitQuery } from './get-profit'

/** Query keys of the finance domain (schemas/api/finance.json); member-bound reports carry the account. */
export const financeKeys = {
  all: ['finance'] as const,
  channels: () => [...financeKeys.all, 'channels'] as const,
  deposits: () => [...financeKeys.all, 'deposits'] as const,
  depositPage: (pageNo: number) => [...financeKeys.deposits(), pageNo] as const,
  banks: () => [...financeKeys.all, 'banks'] as const,
  withdrawals: () => [...financeKeys.all, 'withdrawals'] as const,
  withdrawalPage: (pageNo: number) => [...financeKeys.withdrawals(), pageNo] as const,
  /** Every profit and loss report of a member, whatever the range (a ledger row changes them all). */
  profitOf: (account: string | null) => [...financeKeys.all, 'profit', account] as const,
  profit: (account: string | null, q: ProfitQuery) =>
    [...financeKeys.profitOf(account), q] as const,
  bonus: (account: string | null, q: BonusQuery) =>
    [...financeKeys.all, 'bonus', account, q] as const,
}

/** Rows per page of the deposit and withdrawal order lists. */
export const ordersPageSize = 10
