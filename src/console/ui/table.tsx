import { useLayoutEffect, useRef, type ReactNode } from 'react'
import * as styles from './table.css'

/**
 * Gives every body cell its column's header as `data-label`, the label a phone's card shows before
 * the value; a header spanning columns labels each of them.
 */
export function labelCells(table: HTMLTableElement) {
  const labels = Array.from(table.tHead?.rows[0]?.cells ?? []).flatMap((header) =>
    Array<string>(header.colSpan).fill(header.textContent?.trim() ?? ''),
  )
  const bodies = [...Array.from(table.tBodies), ...(table.tFoot ? [table.tFoot] : [])]
  for (const body of bodies)
    for (const row of Array.from(body.rows)) {
      let column = 0
      for (const cell of Array.from(row.cells)) {
        const label = labels[column] ?? ''
        if (cell.dataset.label !== label) cell.dataset.label = label
        column += cell.colSpan
      }
    }
}

/**
 * A console table: every column on a laptop, the first one sticky, scrolling sideways in its box
 * (which takes focus, so the keyboard scrolls it too) with a shadow at the end when more columns
 * wait; on a phone each row a card of label and value lines (src/ui/table-layout.ts).
 */
export function Table({
  label,
  head,
  children,
  foot,
  caption,
  testId,
}: {
  /** The table's name, for the scrolling region. */
  label: string
  /** The header row(s). */
  head: ReactNode
  /** The body rows. */
  children: ReactNode
  /** The totals row(s). */
  foot?: ReactNode
  /** A `<caption>` element, shown above the table. */
  caption?: ReactNode
  testId?: string
}) {
  const ref = useRef<HTMLTableElement>(null)
  // Rows render in the screens' own components: label them after every render of the table, and
  // whenever a row changes on its own.
  useLayoutEffect(() => {
    const table = ref.current
    if (table) labelCells(table)
  })
  useLayoutEffect(() => {
    const table = ref.current
    if (!table) return
    const observer = new MutationObserver(() => labelCells(table))
    observer.observe(table, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return (
    // A keyboard user scrolls a table wider than its box by focusing it (WCAG 2.1.1).
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0} data-stack="">
      <table ref={ref} className={styles.table} data-testid={testId}>
        {caption}
        <thead>{head}</thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  )
}
