// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Table } from './table'

const head = (
  <tr>
    <th>Order number</th>
    <th>Amount</th>
    <th>Review</th>
  </tr>
)

/** A review cell for each state, as separate components: a decision puts a new cell in place. */
const Decided = () => <td>Approved</td>
function Undecided({ id, onApprove }: { id: string; onApprove: () => void }) {
  return (
    <td>
      <button type="button" onClick={onApprove}>
        Approve {id}
      </button>
    </td>
  )
}

/** A row that changes its own cells, as a withdrawal's row does once it is decided. */
function Order({ id }: { id: string }) {
  const [decided, setDecided] = useState(false)
  return (
    <tr>
      <td>{id}</td>
      <td>1,250.00</td>
      {decided ? <Decided /> : <Undecided id={id} onApprove={() => setDecided(true)} />}
    </tr>
  )
}

const labelsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.dataset.label)

describe('Table', () => {
  it('labels each body cell with its column header, the label a phone card shows', () => {
    render(
      <Table label="Withdrawals" head={head} testId="orders">
        <Order id="W1" />
        <Order id="W2" />
      </Table>,
    )
    const rows = within(screen.getByTestId('orders')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(labelsOf(row)).toEqual(['Order number', 'Amount', 'Review'])
  })

  it('labels the cells a row renders on its own, the table not rendering again', async () => {
    render(
      <Table label="Withdrawals" head={head} testId="orders">
        <Order id="W1" />
      </Table>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Approve W1' }))
    // The observer hears the row's own change after React's commit.
    await act(() => Promise.resolve())
    expect(screen.getByText('Approved').dataset.label).toBe('Review')
  })

  it('labels the rows that arrive later', () => {
    function Queue() {
      const [ids, setIds] = useState(['W1'])
      return (
        <>
          <button type="button" onClick={() => setIds(['W1', 'W2'])}>
            More
          </button>
          <Table label="Withdrawals" head={head} testId="orders">
            {ids.map((id) => (
              <Order key={id} id={id} />
            ))}
          </Table>
        </>
      )
    }
    render(<Queue />)
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    const rows = within(screen.getByTestId('orders')).getAllByRole('row').slice(1)
    expect(labelsOf(rows[1]!)).toEqual(['Order number', 'Amount', 'Review'])
  })

  it('keeps a real table in a named region that takes focus, with header and totals labelled', () => {
    render(
      <Table
        label="Dashboard"
        head={
          <tr>
            <th colSpan={2}>Day and deposits</th>
            <th>Bets</th>
          </tr>
        }
        foot={
          <tr>
            <th scope="row">Total</th>
            <td>9.00</td>
            <td>3</td>
          </tr>
        }
      >
        <tr>
          <th scope="row">2026-11-29</th>
          <td>9.00</td>
          <td>3</td>
        </tr>
      </Table>,
    )
    const region = screen.getByRole('region', { name: 'Dashboard' })
    expect(region.tabIndex).toBe(0)
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day and deposits', 'Bets'])
    const [, body, foot] = within(region).getAllByRole('row')
    const labels = (row: HTMLElement) =>
      Array.from(row.children).map((cell) => (cell as HTMLElement).dataset.label)
    expect(labels(body!)).toEqual(['Day and deposits', 'Day and deposits', 'Bets'])
    expect(labels(foot!)).toEqual(['Day and deposits', 'Day and deposits', 'Bets'])
  })
})
