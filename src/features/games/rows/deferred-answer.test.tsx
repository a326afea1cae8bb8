// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { useSyncExternalStore } from 'react'
import { describe, expect, it } from 'vitest'
import { queryLike, stateLabels } from '@/test/query-like'
import { QueryState } from '@/ui/query-state'
import { useDeferredAnswer } from './deferred-answer'

describe('useDeferredAnswer', () => {
  it('leaves the answer’s blocking update as it was, and shows the data in a render of its own', async () => {
    // A store whose updates render at once, as TanStack Query's do (useSyncExternalStore).
    let answer = queryLike<string>({ isPending: true })
    const listeners = new Set<() => void>()
    const subscribe = (listener: () => void) => (
      listeners.add(listener),
      () => listeners.delete(listener)
    )
    const renders: string[] = []
    function Row() {
      const shown = useDeferredAnswer(useSyncExternalStore(subscribe, () => answer))
      renders.push(shown.isPending ? 'loading' : `data ${shown.data}`)
      return (
        <QueryState query={shown} labels={stateLabels} testId="row">
          {(data) => <p>Data {data}</p>}
        </QueryState>
      )
    }
    render(<Row />)
    expect(renders).toEqual(['loading'])
    await act(async () => {
      answer = queryLike({ data: 'twelve cards' })
      for (const listener of listeners) listener()
    })
    // The store's update rendered the row still loading; the cards came in the deferred render.
    expect(renders).toEqual(['loading', 'loading', 'data twelve cards'])
    expect(screen.getByText('Data twelve cards')).toBeTruthy()
    // A failure is shown as it comes: there is no data to defer.
    await act(async () => {
      answer = queryLike({ isError: true, error: new Error('down') })
      for (const listener of listeners) listener()
    })
    expect(screen.getByRole('alert').textContent).toContain('Because down')
  })
})
