import { describe, expect, it } from 'vitest'
import { applyRules, checkImage, commentLength } from './apply-rules'

const file = (name: string, type: string, size: number) => ({ name, type, size })

describe('application images (spec §5)', () => {
  it('takes PNG and JPEG files up to 5 MB', () => {
    expect(checkImage(file('a.png', 'image/png', 1000), 0)).toBeNull()
    expect(checkImage(file('b.JPG', 'image/jpeg', applyRules.imageBytesMax), 2)).toBeNull()
    expect(checkImage(file('c.jpeg', '', 10), 0)).toBeNull()
  })

  it('refuses other types, larger files and a fourth image', () => {
    expect(checkImage(file('a.gif', 'image/gif', 1000), 0)).toBe('type')
    expect(checkImage(file('a.png.exe', 'image/png', 1000), 0)).toBe('type')
    expect(checkImage(file('a.webp', '', 1000), 0)).toBe('type')
    expect(checkImage(file('big.png', 'image/png', 6 * 1024 * 1024), 0)).toBe('size')
    expect(checkImage(file('d.png', 'image/png', 10), 3)).toBe('count')
  })

  it('counts the comment in characters a person sees', () => {
    expect(commentLength('abc')).toBe(3)
    expect(commentLength('🎉🎉')).toBe(2)
  })
})
