import { describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddress,
  normalizeIp,
  trustedProxies,
} from '../../server/platform/client-address'

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

describe('the client behind a trusted proxy', () => {
  const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8')

  it('believes X-Forwarded-For only from a trusted peer', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.4', trusted)).toBe('198.51.100.4')
    expect(clientAddress('203.0.113.9', '198.51.100.4', trusted)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', trusted)).toBe('198.51.100.4')
    expect(clientAddress('10.1.2.3', undefined, trusted)).toBe('10.1.2.3')
  })

  it('takes the nearest untrusted hop, so a client cannot write its own address in front', () => {
    // The client sent "1.2.3.4" itself; its real address was appended by the trusted proxies.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.4, 10.0.0.7', trusted)).toBe(
      '198.51.100.4',
    )
    expect(clientAddress('10.0.0.1', 'garbage, 198.51.100.4', trusted)).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.1', '10.0.0.5, 10.0.0.6', trusted)).toBe('10.0.0.5')
  })

  it('trusts no one without TRUST_PROXY and refuses a list that does not parse', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4', trustedProxies(''))).toBe('127.0.0.1')
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/bad prefix/)
    expect(() => trustedProxies('proxy.example')).toThrow(/not an address/)
  })
})

describe('what a per-address limit counts', () => {
  it('keeps IPv4 and takes IPv6 by its /64, however it is written', () => {
    expect(addressKey('198.51.100.4')).toBe('198.51.100.4')
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
