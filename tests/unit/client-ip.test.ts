import { describe, expect, it } from 'vitest'
import { normalizeIp } from '../../server/platform/router'

describe('the caller address the platform remembers', () => {
  it('reads IPv4 reached over an IPv6 socket as IPv4, and both loopbacks as one', () => {
    expect(normalizeIp('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(normalizeIp('::1')).toBe('127.0.0.1')
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeIp(undefined)).toBe('127.0.0.1')
  })

  it('keeps other addresses as they are', () => {
    expect(normalizeIp('2001:db8::5')).toBe('2001:db8::5')
    expect(normalizeIp('198.51.100.4')).toBe('198.51.100.4')
  })
})
