import { describe, expect, test } from 'vitest'
import { rowRange } from './window-rows'

const rows = { count: 100, rowHeight: 200, top: 300, overscan: 1 }

describe('rowRange', () => {
  test('at the top of the page: the rows in view and one more below', () => {
    // 800 px of viewport, the list 300 px down: rows 0-2 (0-600 px of the list) are in view.
    expect(rowRange({ scrollY: 0, height: 800 }, rows)).toEqual({
      firstVisible: 0,
      start: 0,
      end: 3,
    })
  })

  test('scrolled into the list: one row beyond each edge', () => {
    // The list's 1000-1800 px are in view: rows 5-8.
    expect(rowRange({ scrollY: 1300, height: 800 }, rows)).toEqual({
      firstVisible: 5,
      start: 4,
      end: 9,
    })
  })

  test('a row cut by the viewport edge counts as in view', () => {
    expect(rowRange({ scrollY: 1350, height: 800 }, rows)).toEqual({
      firstVisible: 5,
      start: 4,
      end: 10,
    })
  })

  test('past the end: the last rows, never beyond the count', () => {
    expect(rowRange({ scrollY: 50_000, height: 800 }, rows)).toEqual({
      firstVisible: 99,
      start: 98,
      end: 99,
    })
  })

  test('before the first report (no viewport yet): the first row and the overscan', () => {
    expect(rowRange({ scrollY: 0, height: 0 }, rows)).toEqual({ firstVisible: 0, start: 0, end: 1 })
  })

  test('no rows: nothing to render', () => {
    expect(rowRange({ scrollY: 0, height: 800 }, { ...rows, count: 0 })).toEqual({
      firstVisible: 0,
      start: -1,
      end: -1,
    })
  })
})
