// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { revealInRow } from './reveal-in-row'

/** A row 300 px wide at x = 100 holding `scrollWidth` px, and an item of 80 px at `left` on the screen. */
function rowAndItem(left: number, scrollLeft = 0, scrollWidth = 1000) {
  const row = document.createElement('ul')
  const item = document.createElement('li')
  row.append(item)
  Object.defineProperties(row, {
    scrollWidth: { value: scrollWidth },
    clientWidth: { value: 300 },
  })
  row.scrollLeft = scrollLeft
  row.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 300, height: 40 })
  item.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: 0, width: 80, height: 40 })
  return { row, item }
}

describe('revealInRow', () => {
  it('centres an item past the right edge, the row alone scrolling', () => {
    const { row, item } = rowAndItem(650)
    revealInRow(item, row)
    // 650 − 100 − (300 − 80) / 2: the item's middle at the row's middle.
    expect(row.scrollLeft).toBe(440)
  })

  it('centres an item partly past the left edge', () => {
    const { row, item } = rowAndItem(60, 500)
    revealInRow(item, row)
    expect(row.scrollLeft).toBe(500 + 60 - 100 - 110)
  })

  // A row whose entries all fit has every item in view (and a browser ignores its scrollLeft).
  it('leaves a row whose item is in view where it is', () => {
    const { row, item } = rowAndItem(200, 120)
    revealInRow(item, row)
    expect(row.scrollLeft).toBe(120)
    const fits = rowAndItem(150, 0, 300)
    revealInRow(fits.item, fits.row)
    expect(fits.row.scrollLeft).toBe(0)
  })
})
