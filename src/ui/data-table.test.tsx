// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable, type Column } from './data-table'

interface Level {
  name: string
  bet: number
  bonus: number
  rebate: string
}
const levels: Level[] = [
  { name: 'Bronze', bet: 0, bonus: 0, rebate: '0.3%' },
  { name: 'Gold', bet: 5000, bonus: 88, rebate: '0.5%' },
]
const columns: Column<Level>[] = [
  { key: 'name', header: 'Level', cell: (l) => l.name },
  { key: 'bet', header: 'Total valid bet', cell: (l) => l.bet, align: 'end' },
  { key: 'bonus', header: 'Upgrade bonus', cell: (l) => l.bonus, align: 'end' },
  { key: 'rebate', header: 'Rebate', cell: (l) => l.rebate, align: 'end' },
]

describe('DataTable', () => {
  it('names each row by its first column and marks the reader’s own row as current', () => {
    render(
      <DataTable
        caption="Levels"
        columns={columns}
        rows={levels}
        rowKey={(l) => l.name}
        rowHeaders
        isCurrent={(l) => l.name === 'Gold'}
        testId="levels"
        rowTestId="level-row"
      />,
    )
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Bronze',
      'Gold',
    ])
    const rows = screen.getAllByTestId('level-row')
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true'])
    // Each cell carries its column's header, the label of its line when rows become cards.
    expect(
      within(rows[1]!)
        .getAllByRole('rowheader')
        .concat(within(rows[1]!).getAllByRole('cell'))
        .map((cell) => cell.dataset.label),
    ).toEqual(columns.map((column) => column.header))
    // More than three columns: its box turns rows into cards when narrow.
    expect(screen.getByRole('region', { name: 'Levels' }).hasAttribute('data-stack')).toBe(true)
  })

  it('keeps data cells and no current row unless asked', () => {
    render(
      <DataTable
        caption="Levels"
        columns={columns}
        rows={levels}
        rowKey={(l) => l.name}
        testId="levels"
      />,
    )
    expect(screen.queryAllByRole('rowheader')).toEqual([])
    expect(
      screen.getAllByTestId('levels-row').every((row) => !row.hasAttribute('aria-current')),
    ).toBe(true)
  })
})
