/** One entry of a pager: a page number or a gap between runs of pages. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers a pager shows (spec §9: page range 3, margin pages 1): `marginPages` pages at
 * each end and `pageRange` pages around the current one, with a gap where pages are left out. A gap
 * of a single page shows that page instead.
 */
export function pagerItems(
  current: number,
  totalPages: number,
  pageRange = 3,
  marginPages = 1,
): PagerItem[] {
  if (totalPages < 1) return []
  const page = Math.min(Math.max(1, current), totalPages)
  const shown = new Set<number>()
  for (let p = 1; p <= Math.min(marginPages, totalPages); p++) shown.add(p)
  for (let p = Math.max(1, totalPages - marginPages + 1); p <= totalPages; p++) shown.add(p)
  // The window of pageRange pages, kept whole near either end.
  let start = page - Math.floor((pageRange - 1) / 2)
  start = Math.max(1, Math.min(start, totalPages - pageRange + 1))
  for (let p = start; p < start + pageRange && p <= totalPages; p++) shown.add(p)
  const pages = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  let previous = 0
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 })
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page: p })
    previous = p
  }
  return items
}
