/** Query keys of the points domain (schemas/api/points.json); member-bound keys carry the account. */
export const pointsKeys = {
  all: ['points'] as const,
  summary: (account: string | null) => [...pointsKeys.all, 'summary', account] as const,
  items: () => [...pointsKeys.all, 'items'] as const,
  redeemed: (account: string | null, pageNo: number) =>
    [...pointsKeys.all, 'redeemed', account, pageNo] as const,
  details: (account: string | null, pageNo: number) =>
    [...pointsKeys.all, 'details', account, pageNo] as const,
}

/** Rows per page of the redeem history and the points details. */
export const pointsPageSize = 10
