import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { isIP, type BlockList } from 'node:net'
import { normalizeIp, trustedProxies } from './client-address'
import { currentRequest, log, requestIdOf, withRequest } from './log'
import { metrics, requestDuration } from './metrics'
import { clientIp, proxyHeader } from './router'

/**
 * What every request goes through first: a request id (the caller's `X-Request-Id` when it is a
 * safe token, else a new one), answered in `X-Request-Id` and carried by every log line written
 * while the request runs; one access line when it ends; its latency in the histogram of its
 * catalogue call (router.ts names it) or of its route group.
 */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'))
    const fields = { requestId }
    const started = performance.now()
    await withRequest(fields, async () => {
      try {
        await next()
      } finally {
        c.header('X-Request-Id', requestId)
        const seconds = (performance.now() - started) / 1000
        const call = currentRequest()?.call ?? routeGroup(c.req.method, c.req.path)
        const status = c.res.status
        requestDuration.observe({ call, status: String(status) }, seconds)
        const line = {
          method: c.req.method,
          // The path alone: a query string may hold a ticket or a search a player typed.
          path: c.req.path.slice(0, 200),
          status,
          ms: Math.round(seconds * 10_000) / 10,
        }
        if (status >= 500) log.error(line, 'request')
        // A balancer's probes and Prometheus's scrapes come every few seconds: debug, when answered.
        else if (probes.has(call) && status < 400) log.debug(line, 'request')
        else log.info(line, 'request')
      }
    })
  }
}

/** Routes outside the catalogue, by their first path segment: a bounded label, never a raw path. */
const groups = new Set([
  'assets',
  'brands',
  'media',
  'psp',
  'phone-auth',
  'service',
  '__control',
  'metrics',
  'healthz',
  'readyz',
])
const walletCalls = new Set(['balance', 'debit', 'credit', 'rollback'])
/** Routes a machine asks every few seconds. */
const probes = new Set(['healthz', 'readyz', 'metrics'])

/**
 * The label of a request no catalogue call answered: its group (`media`, `provider.debit`,
 * `live.stream`), `api.unknown` for an unknown API path, `shell` for a page, else `other`.
 */
export function routeGroup(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean)
  const [first = '', , third = ''] = segments
  if (path === '/api/live/stream') return 'live.stream'
  if (path === '/api/community/chat/stream') return 'chat.stream'
  if (first === 'api') return 'api.unknown'
  // The seamless wallet game providers call: `provider.*`, apart from the catalogue's `wallet.*`.
  if (first === 'wallet') return walletCalls.has(third) ? `provider.${third}` : 'provider'
  if (first === 'sw.js') return 'assets'
  if (groups.has(first)) return first
  return method === 'GET' || method === 'HEAD' ? 'shell' : 'other'
}

/** Who may read /metrics: addresses (METRICS_ALLOW), or anyone with the bearer METRICS_TOKEN. */
export interface MetricsAccess {
  allow: BlockList
  token: string | undefined
}

/**
 * The access of METRICS_ALLOW (addresses and CIDRs, as TRUST_PROXY; default the loopback) and
 * METRICS_TOKEN. A spec that does not parse fails at start.
 */
export function metricsAccessFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsAccess {
  const spec = env.METRICS_ALLOW ?? '127.0.0.0/8, ::1'
  let allow: BlockList
  try {
    allow = trustedProxies(spec)
  } catch (error) {
    throw new Error(`METRICS_ALLOW: ${(error as Error).message.replace(/^TRUST_PROXY: /, '')}`)
  }
  const token = env.METRICS_TOKEN?.trim() || undefined
  return { allow, token }
}

/**
 * Whether a scrape may read the metrics. The address is the client's (a trusted proxy's
 * `X-Forwarded-For` resolved, router.ts clientIp); a request that came through a proxy the
 * platform does not trust is refused, since its client is unknown: behind a balancer on the same
 * host, every visitor's socket would otherwise be the loopback. A bearer METRICS_TOKEN is
 * accepted from anywhere.
 */
export function mayScrape(
  access: MetricsAccess,
  request: { client: string; proxied: boolean; authorization: string | undefined },
): boolean {
  const bearer = request.authorization?.replace(/^Bearer\s+/i, '')
  if (access.token && bearer && timingSafeEqualText(bearer, access.token)) return true
  if (request.proxied) return false
  const address = normalizeIp(request.client)
  const family = isIP(address)
  return family !== 0 && access.allow.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

function timingSafeEqualText(a: string, b: string) {
  let differ = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    differ |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return differ === 0
}

/** The proxies of TRUST_PROXY, as router.ts reads them. */
const proxies = trustedProxies(process.env.TRUST_PROXY ?? '')

/**
 * Whether the request came through a proxy whose word the platform does not take: one that names
 * a client (in PROXY_HEADER) without being in TRUST_PROXY, or one that names it only in the other
 * header, which clientIp does not read.
 */
function untrustedProxy(c: Context) {
  const named = c.req.header(proxyHeader)
  const other = proxyHeader === 'forwarded' ? 'x-forwarded-for' : 'forwarded'
  if (!named) return c.req.header(other) !== undefined
  let peer: string | undefined
  try {
    peer = getConnInfo(c).remote.address
  } catch {
    peer = undefined
  }
  const address = normalizeIp(peer)
  const family = isIP(address)
  return family === 0 || !proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** GET /metrics: Prometheus text to the allowed, 404 to everyone else (nothing to find there). */
export function mountMetrics(app: Hono, access: MetricsAccess = metricsAccessFromEnv()) {
  app.get('/metrics', async (c) => {
    const allowed = mayScrape(access, {
      client: clientIp(c),
      proxied: untrustedProxy(c),
      authorization: c.req.header('authorization'),
    })
    if (!allowed) return c.text('Not found', 404)
    c.header('Content-Type', metrics.contentType)
    c.header('Cache-Control', 'no-store')
    return c.body(await metrics.metrics())
  })
}
