import { describe, expect, it } from 'vitest'
import { gridLayout } from './game-grid'

describe('gridLayout', () => {
  // A 412-px phone's grid is 380 px wide (16-px margins), a 360-px phone's 328; a laptop's 1,100.
  it('lays landscape and square tiles two to a row on a phone and six on a laptop', () => {
    expect(gridLayout(380, 3 / 4).columns).toBe(2)
    expect(gridLayout(328, 1).columns).toBe(2)
    expect(gridLayout(1100, 3 / 4).columns).toBe(6)
  })

  it('lays portrait tiles at least three to a row, so a phone shows six games where it showed two', () => {
    const phone = gridLayout(380, 4 / 3)
    expect(phone.columns).toBe(3)
    expect(phone.cardWidth).toBeCloseTo((380 - 2 * 12) / 3)
    // The picture's height (4:3 of the card's width), the name and vendor lines, the gap.
    expect(phone.rowHeight).toBe(Math.ceil(phone.cardWidth * (4 / 3) + 58 + 12))
    expect(gridLayout(328, 4 / 3).columns).toBe(3)
    expect(gridLayout(1100, 4 / 3).columns).toBe(6)
  })
})
