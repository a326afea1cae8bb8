import type { ReactNode } from 'react'
import * as styles from './records.css'
import * as ui from './ui.css'

/** A column of a DataTable: its header, how a row fills it, and its cell in the totals row. */
export interface Column<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** Numbers and money align to the end. */
  align?: 'start' | 'end'
  total?: ReactNode
  /**
   * The column stays in view at the table's end while the others scroll under it (a row's
   * actions: a Transfer button is not left past the box's edge on a laptop).
   */
  pinnedEnd?: boolean
}

/**
 * A table of records with an optional totals row; it scrolls sideways inside its box instead of
 * widening the page (its first column stays, a shadow shows that more columns wait), and its box
 * takes focus so that the keyboard scrolls it too. In a box narrower than 30rem a table of more
 * than three columns shows each row as a card of label and value lines (table-layout.ts).
 */
export function DataTable<Row>(props: {
  caption: string
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string
  totalsLabel?: string
  testId?: string
  /** Each body row's test id; `${testId}-row` unless given. */
  rowTestId?: string
  /** The first column names its row (a level, a member): a row header for screen readers. */
  rowHeaders?: boolean
  /** The row that is the reader's own (their level): marked, and announced as current. */
  isCurrent?: (row: Row) => boolean
}) {
  const { caption, columns, rows, rowKey, totalsLabel, testId, rowHeaders, isCurrent } = props
  const rowTestId = props.rowTestId ?? (testId ? `${testId}-row` : undefined)
  const hasTotals =
    totalsLabel !== undefined && columns.some((column) => column.total !== undefined)
  const cellClass = (column: Column<Row>) => (column.align === 'end' ? styles.cellEnd : styles.cell)
  return (
    // A keyboard user scrolls a table wider than its box by focusing it (WCAG 2.1.1).
    <div
      className={styles.tableWrap}
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-stack={columns.length > 3 ? '' : undefined}
    >
      <table className={styles.table} data-testid={testId}>
        <caption className={ui.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${cellClass(column)} ${styles.headCell}`}
                data-pinned={column.pinnedEnd ? 'end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const current = isCurrent?.(row) ?? false
            return (
              <tr
                key={rowKey(row, index)}
                className={current ? styles.currentRow : undefined}
                aria-current={current ? 'true' : undefined}
                data-testid={rowTestId}
              >
                {columns.map((column, position) => {
                  const Cell = rowHeaders && position === 0 ? 'th' : 'td'
                  return (
                    <Cell
                      key={column.key}
                      scope={Cell === 'th' ? 'row' : undefined}
                      className={cellClass(column)}
                      data-column={column.key}
                      data-label={column.header}
                      data-align={column.align ?? 'start'}
                      data-pinned={column.pinnedEnd ? 'end' : undefined}
                    >
                      {column.cell(row)}
                    </Cell>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
        {hasTotals ? (
          <tfoot>
            <tr className={styles.totalsRow} data-testid={testId ? `${testId}-totals` : undefined}>
              {columns.map((column, index) => (
                <td
                  key={column.key}
                  className={cellClass(column)}
                  data-column={column.key}
                  data-label={column.header}
                  data-align={column.align ?? 'start'}
                  data-pinned={column.pinnedEnd ? 'end' : undefined}
                >
                  {column.total ?? (index === 0 ? totalsLabel : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
