import { describe, expect, it } from 'vitest'
import { pagerItems, type PagerItem } from './pager-items'

/** A pager as text: page numbers and … for gaps. */
const text = (items: PagerItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ')

describe('pagerItems (spec §9: range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(text(pagerItems(1, 1))).toBe('1')
    expect(text(pagerItems(2, 5))).toBe('1 2 3 4 5')
    expect(pagerItems(1, 0)).toEqual([])
  })

  it('keeps the margin pages and the range around the current page, with gaps between', () => {
    expect(text(pagerItems(50, 715))).toBe('1 … 49 50 51 … 715')
    expect(text(pagerItems(1, 715))).toBe('1 2 3 … 715')
    expect(text(pagerItems(715, 715))).toBe('1 … 713 714 715')
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(text(pagerItems(4, 10))).toBe('1 2 3 4 5 … 10')
    expect(text(pagerItems(7, 10))).toBe('1 … 6 7 8 9 10')
  })

  it('clamps the current page and honours other ranges and margins', () => {
    expect(text(pagerItems(99, 10))).toBe('1 … 8 9 10')
    expect(text(pagerItems(-3, 10))).toBe('1 2 3 … 10')
    expect(text(pagerItems(10, 20, 5, 2))).toBe('1 2 … 8 9 10 11 12 … 19 20')
  })

  it('gives every gap its own key', () => {
    const gaps = pagerItems(50, 715).filter((item) => item.kind === 'gap')
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2)
  })
})
