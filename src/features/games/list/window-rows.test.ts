// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, test } from 'vitest'
import { rowRange, useWindowRows } from './window-rows'

// Rows of 200 px from 300 px down the page, one row of overscan.
const rows = { count: 100, rowHeight: 200, top: 300, overscan: 1 }

describe('rowRange', () => {
  test.each([
    // 800 px of viewport: rows 0-2 (the list's 0-500 px) are in view.
    ['at the top of the page: the rows in view and one more below', 0, 800, [0, 0, 3]],
    // The list's 1000-1800 px are in view: rows 5-8.
    ['scrolled into the list: one row beyond each edge', 1300, 800, [5, 4, 9]],
    ['a row cut by the viewport edge counts as in view', 1350, 800, [5, 4, 10]],
    ['past the end: the last rows, never beyond the count', 50_000, 800, [99, 98, 99]],
    ['before the first report (no viewport yet): the first row and the overscan', 0, 0, [0, 0, 1]],
  ] as const)('%s', (_, scrollY, height, [firstVisible, start, end]) => {
    expect(rowRange({ scrollY, height }, rows)).toEqual({ firstVisible, start, end })
  })

  test('no rows: nothing to render', () => {
    expect(rowRange({ scrollY: 0, height: 800 }, { ...rows, count: 0 })).toEqual({
      firstVisible: 0,
      start: -1,
      end: -1,
    })
  })
})

describe('useWindowRows', () => {
  let reportLayout = () => {}
  beforeAll(() => {
    // jsdom has no layout: the observer reports when the test says the page was laid out.
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        reportLayout = () => act(callback)
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver
  })

  const scrollTo = (scrollY: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })

  test('renders again only when the rows in view change', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useWindowRows(rows)
    })
    reportLayout()
    expect(result.current).toMatchObject({ start: 0, end: 3, viewportHeight: 800 })
    const before = renders
    scrollTo(20)
    expect(renders).toBe(before)
    scrollTo(1300)
    expect(renders).toBe(before + 1)
    expect(result.current).toMatchObject({ firstVisible: 5, start: 4, end: 9 })
  })

  test('a scroll made while the list is empty is where the games render from', () => {
    const { result, rerender } = renderHook((count: number) => useWindowRows({ ...rows, count }), {
      initialProps: 0,
    })
    scrollTo(0)
    reportLayout()
    scrollTo(2300)
    expect(result.current.start).toBe(-1)
    rerender(100)
    // The list's 2000-2800 px are in view: rows 10-13.
    expect(result.current).toMatchObject({ firstVisible: 10, start: 9, end: 14 })
  })
})
