import { BlockList, isIP } from 'node:net'

/**
 * The caller's address as the accounts remember it: an IPv4 address reached over IPv6 sockets
 * (::ffff:a.b.c.d) is the IPv4 address, and the loopback of either family is one address, so a
 * browser on this machine (often ::1) and a script (127.0.0.1) are the same caller.
 */
export function normalizeIp(address: string | undefined): string {
  if (!address || address === '::1') return '127.0.0.1'
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/**
 * The proxies whose `X-Forwarded-For` the platform believes: a comma-separated list of addresses
 * and CIDRs (TRUST_PROXY, e.g. `10.0.0.0/8, 127.0.0.1`). Empty trusts no one, and every caller is
 * the socket's peer. A spec that does not parse fails at start, naming the entry.
 */
export function trustedProxies(spec: string): BlockList {
  const list = new BlockList()
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length`)
      list.addSubnet(address, prefix, type)
    }
  }
  return list
}

const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address)
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client of a request: the socket's peer, unless that peer is a trusted proxy; then the
 * nearest address of `X-Forwarded-For` (read from the right, or `Forwarded` through
 * forwardedFor) that is not a trusted proxy. A
 * client cannot choose its address by sending the header itself: an untrusted peer's header is
 * ignored, and the entries a client wrote sit left of the ones the trusted proxies appended.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  const socket = normalizeIp(peer)
  if (!forwardedFor || !isTrusted(trusted, socket)) return socket
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeIp(hops[i])
    // A hop written without an address (`unknown`, a name, garbage): the client behind it is not
    // known, and what lies left of it may be the client's own writing. The proxy's address stands
    // for it (its clients then share one address's limits: the safe side).
    if (isIP(hop) === 0) return socket
    if (!isTrusted(trusted, hop)) return hop
  }
  // Every hop a trusted proxy: the farthest is the client (a request from inside).
  return hops.length ? normalizeIp(hops[0]) : socket
}

/**
 * The caller's country as the balancer names it in COUNTRY_HEADER (from a GeoIP lookup of the
 * address it saw): believed only from a trusted proxy, as X-Forwarded-For is, so a client cannot
 * choose its country by sending the header itself. Anything but two letters is no country.
 */
export function clientCountry(
  peer: string | undefined,
  header: string | undefined,
  trusted: BlockList,
): string | null {
  if (!header || !isTrusted(trusted, normalizeIp(peer))) return null
  const code = header.trim().toUpperCase()
  return /^[A-Z]{2}$/.test(code) ? code : null
}

/** The header of COUNTRY_HEADER, lower case: `x-client-country` unless named. */
export function countryHeaderOf(spec: string | undefined): string {
  const name = (spec ?? '').trim().toLowerCase() || 'x-client-country'
  if (!/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name))
    throw new Error(`COUNTRY_HEADER: "${spec}" is not a header name`)
  return name
}

/** Which header a trusted proxy names the client in (PROXY_HEADER). */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded'

/**
 * The header of PROXY_HEADER: `x-forwarded-for` (the default; HAProxy's `option forwardfor`,
 * nginx, most balancers) or `forwarded` (RFC 7239). One of them, never both: a proxy appends to
 * the header it writes and passes the other as the client sent it, so reading both would let a
 * client write its own address.
 */
export function proxyHeaderOf(spec: string | undefined): ProxyHeader {
  const name = (spec ?? '').trim().toLowerCase() || 'x-forwarded-for'
  if (name !== 'x-forwarded-for' && name !== 'forwarded')
    throw new Error(`PROXY_HEADER: "${spec}" is neither x-forwarded-for nor forwarded`)
  return name
}

/**
 * The `for=` addresses of a `Forwarded` header (RFC 7239), in order, as X-Forwarded-For lists
 * them: quotes, an IPv6 address's brackets and a port taken off. A hop named otherwise (`unknown`,
 * an obfuscated `_name`) stays in its place and is no address.
 */
export function forwardedFor(header: string): string {
  return header
    .split(',')
    .map((element) => {
      const pair = element
        .split(';')
        .map((part) => part.trim())
        .find((part) => /^for=/i.test(part))
      const value = (pair?.slice(4) ?? '').replace(/^"(.*)"$/, '$1')
      const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
      if (bracketed) return bracketed[1]!
      return /^[\d.]+:\d+$/.test(value) ? value.replace(/:\d+$/, '') : value
    })
    .join(', ')
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64, which a
 * single subscriber holds whole (and its devices rotate through), so a client cannot step past a
 * limit by taking the next address of its own network.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}
