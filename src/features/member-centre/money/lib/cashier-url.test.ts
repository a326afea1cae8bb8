import { describe, expect, it } from 'vitest'
import { cashierUrl } from './cashier-url'

const origin = 'http://default.localhost:8080'

describe('cashierUrl', () => {
  it('keeps http(s) URLs and resolves paths on the site', () => {
    expect(cashierUrl('https://pay.example/c/1', origin)).toBe('https://pay.example/c/1')
    expect(cashierUrl('http://default.localhost:8080/cashier/a', origin)).toBe(
      'http://default.localhost:8080/cashier/a',
    )
    expect(cashierUrl('/cashier/abc', origin)).toBe('http://default.localhost:8080/cashier/abc')
  })

  it('refuses script and other schemes', () => {
    expect(cashierUrl('javascript:alert(1)', origin)).toBeNull()
    expect(cashierUrl(' JAVASCRIPT:alert(1)', origin)).toBeNull()
    expect(cashierUrl('data:text/html,<b>x</b>', origin)).toBeNull()
    expect(cashierUrl('ftp://pay.example/', origin)).toBeNull()
  })
})
