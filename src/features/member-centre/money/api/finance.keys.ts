/** Query keys of the finance domain as the money pages read it. */
export const financeKeys = {
  all: ['finance'] as const,
  channels: () => [...financeKeys.all, 'channels'] as const,
  deposits: (pageNo: number) => [...financeKeys.all, 'deposits', pageNo] as const,
  banks: () => [...financeKeys.all, 'banks'] as const,
  withdrawals: (pageNo: number) => [...financeKeys.all, 'withdrawals', pageNo] as const,
}

/** Rows per page of the order lists. */
export const ordersPageSize = 10
