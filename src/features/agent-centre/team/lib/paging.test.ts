import { describe, expect, it } from 'vitest'
import { pageCount, pageOf } from './paging'

describe('paging a whole list', () => {
  const rows = Array.from({ length: 30 }, (_, i) => i)
  it('cuts the page asked for, the last one short', () => {
    expect(pageOf(rows, 1, 14)).toEqual(rows.slice(0, 14))
    expect(pageOf(rows, 3, 14)).toEqual([28, 29])
    expect(pageOf(rows, 0, 14)).toEqual(rows.slice(0, 14))
  })
  it('counts pages', () => {
    expect(pageCount(30, 14)).toBe(3)
    expect(pageCount(28, 14)).toBe(2)
    expect(pageCount(0, 14)).toBe(0)
  })
})
