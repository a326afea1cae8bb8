// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NearSlot } from './near-slot'

/** The page's intersection observers: the test says when their targets come in range. */
const observers: {
  callback: IntersectionObserverCallback
  rootMargin?: string
  disconnected: boolean
}[] = []
class FakeObserver {
  private readonly entry: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, rootMargin: options?.rootMargin, disconnected: false }
    observers.push(this.entry)
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true
  }
}
/** The live observer's target enters its range. */
const enterRange = () =>
  act(() => {
    const live = observers.filter((o) => !o.disconnected)
    for (const { callback } of live)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
  })
const liveMargins = () => observers.filter((o) => !o.disconnected).map((o) => o.rootMargin)

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => vi.unstubAllGlobals())

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('NearSlot', () => {
  it('mounts its children as the slot comes within nearPx below the viewport', async () => {
    render(
      <NearSlot nearPx={300} testId="slot">
        <p data-testid="inside">section</p>
      </NearSlot>,
    )
    expect(liveMargins()).toEqual(['0px 0px 300px 0px'])
    expect(screen.queryByTestId('inside')).toBeNull()
    await enterRange()
    expect(screen.getByTestId('inside')).toBeTruthy()
  })

  it('draws its placeholder until the children mount, then the children alone', async () => {
    render(
      <NearSlot testId="slot" placeholder={<p data-testid="boxes">boxes</p>}>
        <p data-testid="inside">section</p>
      </NearSlot>,
    )
    expect(screen.getByTestId('boxes')).toBeTruthy()
    expect(screen.queryByTestId('inside')).toBeNull()
    await enterRange()
    expect(screen.getByTestId('inside')).toBeTruthy()
    expect(screen.queryByTestId('boxes')).toBeNull()
  })

  it('with aheadAfter, looks only at the viewport itself until it resolves, then ahead', async () => {
    const settled = deferred()
    render(
      <NearSlot testId="slot" aheadAfter={() => settled.promise}>
        <p data-testid="inside">section</p>
      </NearSlot>,
    )
    expect(liveMargins()).toEqual(['0px 0px 0px 0px'])
    await act(async () => settled.resolve())
    expect(liveMargins()).toEqual(['0px 0px 200px 0px'])
    expect(screen.queryByTestId('inside')).toBeNull()
    await enterRange()
    expect(screen.getByTestId('inside')).toBeTruthy()
  })

  it('with aheadAfter, a slot in the viewport mounts at once, without waiting', async () => {
    render(
      <NearSlot testId="slot" aheadAfter={() => new Promise(() => {})}>
        <p data-testid="inside">section</p>
      </NearSlot>,
    )
    await enterRange()
    expect(screen.getByTestId('inside')).toBeTruthy()
    expect(liveMargins()).toEqual([])
  })
})
