import { describe, expect, it } from 'vitest'
import { countWords, withinWords } from './words'

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   \n\t ')).toBe(0)
    expect(countWords('one')).toBe(1)
    expect(countWords('  one two\nthree\t four  ')).toBe(4)
    expect(countWords('Nạp tiền chưa về')).toBe(4)
    expect(countWords('存款 没有 到账')).toBe(3)
  })
})

describe('withinWords', () => {
  it('includes both bounds', () => {
    expect(withinWords(5, 5, 300)).toBe(true)
    expect(withinWords(300, 5, 300)).toBe(true)
    expect(withinWords(4, 5, 300)).toBe(false)
    expect(withinWords(301, 5, 300)).toBe(false)
  })
})
