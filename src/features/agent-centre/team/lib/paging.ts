/** The rows of one page (1-based) of a list held whole. */
export function pageOf<T>(rows: readonly T[], pageNo: number, pageSize: number): T[] {
  const start = (Math.max(pageNo, 1) - 1) * pageSize
  return rows.slice(start, start + pageSize)
}

/** How many pages a list of `total` rows fills (0 for none). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize)
