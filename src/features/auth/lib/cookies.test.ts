import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('rememberedUser', 'theme=dark; rememberedUser=demo%20member; x=1')).toBe(
      'demo member',
    )
    expect(readCookie('missing', 'a=1')).toBeNull()
    expect(readCookie('a', 'a=b=c')).toBe('b=c')
  })
})
