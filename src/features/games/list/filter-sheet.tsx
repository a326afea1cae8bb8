import { useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as ui from '@/ui/ui.css'
import type { ListFilters } from './list-state'
import * as styles from './game-list.css'

/** How many filters narrow the list: the category, the minimum bet and the name as typed. */
export function activeFilters(filters: ListFilters, nameInput: string): number {
  return (filters.classify ? 1 : 0) + (filters.minBet !== null ? 1 : 0) + (nameInput.trim() ? 1 : 0)
}

/**
 * The filters behind one toggle in the list's bar: closed, they take a button's room, so the
 * games start on the first screen; open, they drop under the bar (a sheet on a phone), over the
 * games. So the open sheet says how many games its filters leave (`total`, formatted; none while
 * unknown) and closes onto them with a button of its own: a name that matches nothing would
 * otherwise leave the player looking at the sheet over an empty list's message.
 */
export function FilterSheet(props: {
  activeCount: number
  total: string | null
  children: ReactNode
}) {
  const { t } = useLingui()
  const { activeCount, total } = props
  const sheet = useRef<HTMLDetailsElement>(null)
  const close = () => {
    sheet.current!.open = false
    sheet.current!.querySelector('summary')?.focus()
  }
  return (
    // Escape closes the open sheet, as it closes the site's other pop-ups; the toggle keeps focus.
    // The keys come from the sheet's controls (its toggle and fields), which carry keyboard use.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={sheet}
      className={styles.filterSheet}
      data-testid="filter-sheet"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && sheet.current?.open) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <summary className={styles.filterToggle} data-testid="filters-toggle">
        {activeCount
          ? t({ id: 'games.filters.active', message: `Filters (${activeCount})` })
          : t({ id: 'games.filters', message: 'Filters' })}
      </summary>
      <div className={styles.filterPanel}>
        {props.children}
        <div className={styles.filterFoot}>
          <span data-testid="filters-total">
            {total !== null ? t({ id: 'games.total', message: `Games: ${total}` }) : null}
          </span>
          <button type="button" className={ui.button} onClick={close} data-testid="filters-close">
            {t({ id: 'dialog.close', message: 'Close' })}
          </button>
        </div>
      </div>
    </details>
  )
}
