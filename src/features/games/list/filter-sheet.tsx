import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ListFilters } from './list-state'
import * as styles from './game-list.css'

/** How many filters narrow the list: the category, the minimum bet and the name as typed. */
export function activeFilters(filters: ListFilters, nameInput: string): number {
  return (filters.classify ? 1 : 0) + (filters.minBet !== null ? 1 : 0) + (nameInput.trim() ? 1 : 0)
}

/**
 * The filters behind one toggle in the list's bar: closed, they take a button's room, so the
 * games start on the first screen; open, they drop under the bar (a sheet on a phone).
 */
export function FilterSheet(props: { activeCount: number; children: ReactNode }) {
  const { t } = useLingui()
  const { activeCount } = props
  return (
    <details className={styles.filterSheet} data-testid="filter-sheet">
      <summary className={styles.filterToggle} data-testid="filters-toggle">
        {activeCount
          ? t({ id: 'games.filters.active', message: `Filters (${activeCount})` })
          : t({ id: 'games.filters', message: 'Filters' })}
      </summary>
      <div className={styles.filterPanel}>{props.children}</div>
    </details>
  )
}
