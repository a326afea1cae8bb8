// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { combineQueries, QueryState, type QueryLike, type QueryStateLabels } from './query-state'

const labels: QueryStateLabels = {
  loading: 'Loading…',
  error: 'This could not be loaded',
  retry: 'Try again',
  empty: 'Nothing yet',
  emptyHint: 'It shows here',
  reason: (error) => `Because ${error.message}`,
}

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
})

function show<T>(q: QueryLike<T>, isEmpty?: (data: T) => boolean) {
  render(
    <QueryState query={q} labels={labels} isEmpty={isEmpty} testId="things">
      {(data) => <p>Data {String(data)}</p>}
    </QueryState>,
  )
}

describe('QueryState', () => {
  it('says it is loading in a status', () => {
    show(query({ isPending: true }))
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('shows an error alert with the reason and a retry that fetches again', () => {
    const q = query<string>({ isError: true, error: new Error('down') })
    show(q)
    const alert = screen.getByRole('alert')
    expect(alert.dataset.testid).toBe('things-error')
    expect(alert.textContent).toContain('This could not be loaded')
    expect(alert.textContent).toContain('Because down')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(q.refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state with its hint, then the data', () => {
    show(query({ data: '' }), (data) => data === '')
    expect(screen.getByRole('status').textContent).toBe('Nothing yetIt shows here')
    cleanup()
    show(query({ data: 'x' }), (data) => data === '')
    expect(screen.getByText('Data x')).toBeTruthy()
  })
})

describe('combineQueries', () => {
  it('waits for all, names the data, and retries the failed ones only', () => {
    const a = query({ data: 1 })
    const b = query<string>({ isPending: true })
    expect(combineQueries({ a, b })).toMatchObject({ isPending: true, data: undefined })
    const failed = query<string>({ isError: true, error: new Error('b') })
    const both = combineQueries({ a, b: failed })
    expect(both).toMatchObject({ isPending: false, isError: true, error: failed.error })
    void both.refetch()
    expect(failed.refetch).toHaveBeenCalledOnce()
    expect(a.refetch).not.toHaveBeenCalled()
    expect(combineQueries({ a, b: query({ data: 'x' }) }).data).toEqual({ a: 1, b: 'x' })
  })
})
