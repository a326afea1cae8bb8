// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const footerModule = vi.hoisted(() => ({ imports: 0, fails: false }))
const settling = vi.hoisted(() => {
  const state = { settle: () => {}, settled: Promise.resolve() }
  state.settled = new Promise<void>((resolve) => (state.settle = resolve))
  return state
})
vi.mock('@/lib/settled', () => ({ pageSettled: () => settling.settled }))
vi.mock('./footer', () => {
  footerModule.imports += 1
  return {
    Footer: () => {
      if (footerModule.fails) throw new Error('the footer failed')
      return <footer data-testid="the-footer">Footer</footer>
    },
  }
})

/** The page's intersection observers: the test says when their targets come near. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] =
  []
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options })
  }
  observe() {}
  disconnect() {}
}
/** Each observer hears of its target in these states, in one callback (a busy page's delivery). */
const report = (...states: boolean[]) =>
  act(() => {
    for (const { callback } of observers)
      callback(
        states.map((isIntersecting) => ({ isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })
const comeNear = () => report(true)

beforeEach(() => {
  observers.length = 0
  footerModule.imports = 0
  footerModule.fails = false
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.resetModules()
})
afterEach(() => vi.unstubAllGlobals())

/** A fresh LazyFooter (its chunk not loaded yet), rendered as the app renders it. */
async function renderFooter() {
  const { activateLanguage } = await import('@/i18n/i18n')
  await activateLanguage('EN', { remember: false })
  const { renderWithProviders } = await import('@/test/render')
  const { LazyFooter } = await import('./lazy-footer')
  renderWithProviders(<LazyFooter />)
}

describe('the footer below the fold', () => {
  it('loads its code only as its slot comes within a phone screen of the viewport', async () => {
    await renderFooter()
    expect(screen.getByTestId('footer-slot').childElementCount).toBe(0)
    // It looks only once the page has settled: before, the page may still change height.
    expect(observers).toEqual([])
    await act(async () => settling.settle())
    expect(observers.map((o) => o.options?.rootMargin)).toEqual(['0px 0px 900px 0px'])
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(footerModule.imports).toBe(0)
    await comeNear()
    expect((await screen.findByTestId('the-footer')).textContent).toBe('Footer')
    expect(footerModule.imports).toBe(1)
  })

  it('loads when one callback says the slot was far as observing began and near since', async () => {
    await renderFooter()
    await act(async () => settling.settle())
    // The browser computed a state at each of two frames and delivered both at once, the older first.
    await report(false, true)
    expect((await screen.findByTestId('the-footer')).textContent).toBe('Footer')
  })

  it('shows a retry in its place when it fails, and the retry brings it', async () => {
    footerModule.fails = true
    await renderFooter()
    await act(async () => settling.settle())
    await comeNear()
    const retry = await screen.findByTestId('footer-retry')
    expect(retry.textContent).toBe('The footer did not load, try again')
    expect(screen.queryByTestId('the-footer')).toBeNull()
    footerModule.fails = false
    act(() => retry.click())
    expect((await screen.findByTestId('the-footer')).textContent).toBe('Footer')
  })
})
