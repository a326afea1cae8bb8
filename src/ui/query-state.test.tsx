// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { queryLike, stateLabels } from '@/test/query-like'
import { combineQueries, QueryState, type QueryLike } from './query-state'

function show<T>(q: QueryLike<T>, isEmpty?: (data: T) => boolean) {
  render(
    <QueryState query={q} labels={stateLabels} isEmpty={isEmpty} testId="things">
      {(data) => <p>Data {String(data)}</p>}
    </QueryState>,
  )
}

describe('QueryState', () => {
  it('says it is loading in a status', () => {
    show(queryLike({ isPending: true }))
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('shows an error alert with the reason and a retry that fetches again', () => {
    const q = queryLike<string>({ isError: true, error: new Error('down') })
    show(q)
    const alert = screen.getByRole('alert')
    expect(alert.dataset.testid).toBe('things-error')
    expect(alert.textContent).toContain('This could not be loaded')
    expect(alert.textContent).toContain('Because down')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(q.refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state with its hint, then the data', () => {
    show(queryLike({ data: '' }), (data) => data === '')
    expect(screen.getByRole('status').textContent).toBe('Nothing yetIt shows here')
    cleanup()
    show(queryLike({ data: 'x' }), (data) => data === '')
    expect(screen.getByText('Data x')).toBeTruthy()
  })
})

describe('combineQueries', () => {
  it('waits for all, names the data, and retries the failed ones only', () => {
    const a = queryLike({ data: 1 })
    const b = queryLike<string>({ isPending: true })
    expect(combineQueries({ a, b })).toMatchObject({ isPending: true, data: undefined })
    const failed = queryLike<string>({ isError: true, error: new Error('b') })
    const both = combineQueries({ a, b: failed })
    expect(both).toMatchObject({ isPending: false, isError: true, error: failed.error })
    void both.refetch()
    expect(failed.refetch).toHaveBeenCalledOnce()
    expect(a.refetch).not.toHaveBeenCalled()
    expect(combineQueries({ a, b: queryLike({ data: 'x' }) }).data).toEqual({ a: 1, b: 'x' })
  })
})
