import { describe, expect, test } from 'vitest'
import { rowRange } from './window-rows'

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
