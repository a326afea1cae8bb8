import { describe, expect, it } from 'vitest'
import { changesBetween } from './changes'

describe('changesBetween', () => {
  it('names each nested value that differs, and nothing else', () => {
    const before = { menu: { a: true, b: false }, link: '', fields: { x: { min: 1, max: 9 } } }
    const after = { menu: { a: true, b: true }, link: '/vip', fields: { x: { min: 2, max: 9 } } }
    expect(changesBetween(before, after)).toEqual([
      { path: 'fields.x.min', before: 1, after: 2 },
      { path: 'link', before: '', after: '/vip' },
      { path: 'menu.b', before: false, after: true },
    ])
  })

  it('treats a missing side, arrays and whole values as one change each', () => {
    expect(changesBetween(null, { a: 1 })).toEqual([{ path: '', before: null, after: { a: 1 } }])
    expect(changesBetween({ list: [1, 2] }, { list: [1, 3], added: true })).toEqual([
      { path: 'added', before: undefined, after: true },
      { path: 'list', before: [1, 2], after: [1, 3] },
    ])
    expect(changesBetween({ same: [1] }, { same: [1] })).toEqual([])
  })
})
