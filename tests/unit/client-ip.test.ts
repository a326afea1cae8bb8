import { describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddress,
  forwardedFor,
  normalizeIp,
  proxyHeaderOf,
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
    // A hop a proxy wrote without an address: what the client wrote left of it is not believed.
    expect(clientAddress('10.0.0.1', '1.2.3.4, garbage', trusted)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', '10.0.0.5, 10.0.0.6', trusted)).toBe('10.0.0.5')
  })

  it('trusts no one without TRUST_PROXY and refuses a list that does not parse', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4', trustedProxies(''))).toBe('127.0.0.1')
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/bad prefix/)
    expect(() => trustedProxies('proxy.example')).toThrow(/not an address/)
  })
})

describe('the Forwarded header (RFC 7239), for a proxy that writes it (PROXY_HEADER=forwarded)', () => {
  const trusted = trustedProxies('10.0.0.0/8')

  it('lists the for= addresses in order, without quotes, brackets or ports', () => {
    expect(forwardedFor('for=198.51.100.4')).toBe('198.51.100.4')
    expect(forwardedFor('for=192.0.2.43:47011;proto=https, For="[2001:db8:cafe::17]:4711"')).toBe(
      '192.0.2.43, 2001:db8:cafe::17',
    )
    expect(forwardedFor('proto=http;for="[2001:db8::5]";by=10.0.0.1')).toBe('2001:db8::5')
  })

  it('keeps a hop with no address in its place, so an address the client wrote is still not believed', () => {
    expect(forwardedFor('for=unknown, for=_hidden')).toBe('unknown, _hidden')
    // The proxy did not know the client: not the address the client wrote left of it.
    expect(clientAddress('10.0.0.1', forwardedFor('for=1.2.3.4, for=unknown'), trusted)).toBe(
      '10.0.0.1',
    )
    expect(
      clientAddress('10.0.0.1', forwardedFor('for=1.2.3.4, for=198.51.100.4;proto=https'), trusted),
    ).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.1', forwardedFor('for="[2001:db8::9]:443"'), trusted)).toBe(
      '2001:db8::9',
    )
  })

  it('reads one header, X-Forwarded-For unless the operator names Forwarded', () => {
    expect(proxyHeaderOf(undefined)).toBe('x-forwarded-for')
    expect(proxyHeaderOf(' Forwarded ')).toBe('forwarded')
    expect(() => proxyHeaderOf('x-real-ip')).toThrow(/PROXY_HEADER/)
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
