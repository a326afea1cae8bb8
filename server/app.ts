import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { join, relative, sep } from 'node:path'
import { mountHealth, type Readiness } from './health'
import { consoleCsp, consoleHosts, normalizeHost } from './platform/console/hosts'
import { consoleApiBase } from './platform/console/router'
import { preloadTag, type PictureHint, type PictureRequest } from './platform/content/first-picture'
import { requestCountry } from './platform/router'
import { mountMetrics, observeRequests } from './platform/observe'
import { BuildFiles, contentType, pickEncoding, resolveUnder, type EncodedFile } from './static'
import { Shells } from './shells'
import { FirstScreenChunks, type FirstScreen } from './first-screen-chunks'
import { apiBase, firstAnswersTag } from './first-answers'
import { firstCalls } from '../src/app/first-calls'

/**
 * Security headers on every answer, unless a route set its own (the platform's pages send no
 * referrer at all); the brand's CSP is added to HTML. `npm run lighthouse` serves its floor page
 * with them too (scripts/lib/floor-page.ts): the opener policy costs a page's first load a
 * process of its own, which Lighthouse counts.
 */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Strict-Transport-Security of every answer over TLS: browsers keep to HTTPS for a year. */
export const strictTransportSecurity = 'max-age=31536000'

/** The portal server: shared assets, brand files, and each brand's shell by Host. */
export interface PlatformMount {
  mount(app: Hono, merchantFor: (c: Context) => string, checkResponses: boolean): void
  merchantOfBrand(brandId: string): string | undefined
  merchants: Map<string, unknown>
  /** The first banner's picture of a page, which its shell hints (platform/content/first-picture.ts). */
  firstPicture?(request: PageRequest): Promise<PictureHint | null>
  /**
   * The route and catalog locale of the page a visitor opens, whose code its shell names
   * (first-screen-chunks.ts); null when the brand does not show the path's route to this browser,
   * or the site is closed to it.
   */
  firstScreen?(request: PageRequest): Promise<FirstScreen | null>
  /** Where the live events stand now, as a stream's cursor ("<xid>-<id>"). */
  liveCursor?(): string
}

/** The page a visitor opens on a brand's host, as the shell's hints are decided on (pageRequest). */
export type PageRequest = Omit<PictureRequest, 'brand' | 'merchant'> & { brandId: string }

/**
 * Headers of a page's request that its first answers are not asked with (answersTag): its
 * session and cookies, its caching and encoding (the answers are read whole, not revalidated),
 * and those of its body.
 */
const visitorOnlyHeaders =
  /^(authorization|token|cookie|accept-encoding|if-.*|range|content-.*|merchant|language)$/i

/** Headers HTTP/2 forbids in a response (RFC 9113 §8.2.2). */
const connectionHeaders = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade'] as const

/** Whether the request came over HTTP/2 (Node's request, which @hono/node-server passes as env). */
const isHttp2 = (c: Context) =>
  (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming
    ?.httpVersionMajor === 2

export function createApp(options: {
  dist: string
  platform?: PlatformMount
  checkResponses?: boolean
  /** Routes mounted before the catalogue and the SPA fallback (the test control API). */
  beforeRoutes?: (app: Hono) => void
  /** What /readyz asks (server/health.ts); without it, ready while the process serves. */
  readiness?: Readiness
  /** The brand shells, when the caller reloads them as brands are emitted (server/main.ts). */
  shells?: Shells
  /** The operator console's hosts; CONSOLE_HOST's by default (server/platform/console/hosts.ts). */
  consoleHosts?: string[]
}) {
  const { dist, platform } = options
  const shells = options.shells ?? new Shells(dist)
  const files = new BuildFiles(dist)
  const app = new Hono()
  /** Sends a file in the encoding the browser best takes (compressed once, not per request). */
  const sendEncoded = (c: Context, file: EncodedFile) => {
    const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding'))
    if (file.br || file.gzip) c.header('Vary', 'Accept-Encoding')
    if (encoding) c.header('Content-Encoding', encoding)
    // With its length, the compress middleware below leaves a small file (under 1 KB, which the
    // build does not compress) as it is instead of gzipping it again on every request.
    c.header('Content-Length', String(body.byteLength))
    return c.body(new Uint8Array(body))
  }

  // First of all: the request id, the access log line and the latency (docs/operations.md).
  app.use('*', observeRequests())
  app.use('*', compress())
  app.use('*', async (c, next) => {
    await next()
    // HTTP/2 forbids connection-specific headers (Node throws and the process ends): Hono's
    // stream helpers set two, and a refused body closes an HTTP/1.1 connection (router.ts).
    if (isHttp2(c)) for (const name of connectionHeaders) c.res.headers.delete(name)
    for (const [name, value] of Object.entries(securityHeaders))
      if (!c.res.headers.has(name)) c.header(name, value)
    // Over TLS, browsers are told to keep to it; never over plain HTTP, where it means nothing.
    if (c.req.url.startsWith('https:'))
      c.header('Strict-Transport-Security', strictTransportSecurity)
  })

  // The operator console's hosts serve the console, its API and the build's assets alone, and no
  // other host serves the console's API: a brand's page can neither reach nor frame the console.
  const onConsoleHost = new Set((options.consoleHosts ?? consoleHosts).map(normalizeHost))
  const everyHost = new Set(['/healthz', '/readyz', '/metrics'])
  app.use('*', async (c, next) => {
    const path = c.req.path
    const consoleApi = path === consoleApiBase || path.startsWith(`${consoleApiBase}/`)
    if (!onConsoleHost.has(normalizeHost(requestHost(c))))
      return consoleApi ? c.text('Not found', 404) : next()
    if (consoleApi || path.startsWith('/assets/') || everyHost.has(path)) return next()
    // Nothing of a brand answers here, not even the console's page in its place.
    const brandOnly = /^\/(api|brands)(\/|$)/.test(path) || path === '/sw.js'
    const shell = c.req.method === 'GET' && !brandOnly ? await files.file('/console.html') : null
    if (!shell) return c.text('Not found', 404)
    // Every other GET is a route of the console's app.
    c.header('Content-Security-Policy', consoleCsp)
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Type', contentType('index.html'))
    return sendEncoded(c, shell)
  })

  // Prometheus metrics, for the addresses of METRICS_ALLOW or the bearer METRICS_TOKEN only.
  mountMetrics(app)

  // The balancer's probes, on every host and ahead of the brand shells (docs/operations.md).
  mountHealth(app, options.readiness)

  // Hashed build output: cached for a year, sent in the encoding the build compressed it to.
  app.get('/assets/*', async (c) => {
    const file = await files.asset(c.req.path)
    if (!file) return c.text('Not found', 404)
    c.header('Content-Type', contentType(c.req.path))
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return sendEncoded(c, file)
  })

  // Brand files (theme.css, logos, favicon, web app manifest, icons, offline page): short cache,
  // they change with the brand. Of the HTML, only the offline page, with its brand's CSP.
  app.get('/brands/*', async (c) => {
    // Decided on the file the path names, so that no spelling of it (`%2e`, `x/..`) gets past.
    const full = resolveUnder(dist, c.req.path)
    const name = full ? relative(dist, full).split(sep).join('/') : ''
    const offlinePage = /^brands\/([^/]+)\/offline\.html$/.exec(name)
    if (!name || (name.endsWith('.html') && !offlinePage) || name.endsWith('manifest.json'))
      return c.text('Not found', 404)
    const file = await files.file(c.req.path)
    if (!file) return c.text('Not found', 404)
    if (offlinePage) c.header('Content-Security-Policy', shells.csp(offlinePage[1] ?? ''))
    c.header('Content-Type', contentType(name))
    c.header('Cache-Control', 'public, max-age=300')
    return sendEncoded(c, file)
  })

  // The brand's service worker, at the root so that its scope is the whole site. Never cached by
  // HTTP, so a new build reaches the browser at once.
  app.get('/sw.js', async (c) => {
    const id = shells.brandFor(requestHost(c))
    const file = await files.file(`/brands/${id}/sw.js`)
    if (!file) return c.text('Not found', 404)
    c.header('Content-Type', contentType('sw.js'))
    c.header('Cache-Control', 'no-cache')
    return sendEncoded(c, file)
  })

  options.beforeRoutes?.(app)

  if (platform) {
    // The merchant is the Host's brand's, decided here alone (server/platform/router.ts tenancyOf).
    const merchantFor = (c: Context) =>
      platform.merchantOfBrand(shells.brandFor(requestHost(c))) ?? ''
    platform.mount(app, merchantFor, options.checkResponses ?? false)
  }

  app.all('/api/*', (c) =>
    c.json({ success: false, value: null, message: 'Unknown API call' }, 404),
  )

  /**
   * The preload hint of the page's first banner picture, its largest paint: the browser fetches it
   * beside the JavaScript rather than after the JavaScript and the banners call. A failure costs
   * the hint, never the page.
   */
  const pictureHint = async (c: Context, brandId: string) => {
    try {
      const hint = await platform?.firstPicture?.(pageRequest(c, brandId))
      return hint ? preloadTag(hint) : null
    } catch {
      return null
    }
  }

  /**
   * The page's first screen (its route and language) as the platform decides it, or null: a page
   * the brand does not show this browser, the site closed to the visitor, or a failure, which
   * costs the shell's tags, never the page.
   */
  const firstScreen = async (c: Context, brandId: string) => {
    try {
      return (await platform?.firstScreen?.(pageRequest(c, brandId))) ?? null
    } catch {
      return null
    }
  }

  /**
   * The preloads of the code the page's first screen loads beyond the entry's (its chunks, its
   * messages, its first calls' validators): the browser fetches them beside the entry instead of
   * after the entry has booted.
   */
  const chunks = platform?.firstScreen
    ? FirstScreenChunks.read(dist, join(import.meta.dirname, '..'))
    : null
  const codeTags = (screen: FirstScreen | null) => {
    try {
      return (screen && chunks?.tagsFor(screen)) ?? null
    } catch {
      return null
    }
  }

  /**
   * The answers to the page's first calls, in its shell (first-answers.ts), asked of the platform
   * here as the visitor's browser would ask them: at the same host over the same connection
   * (address, balancer's headers), without its cookies, session or caching headers.
   */
  const answersTag = async (c: Context, screen: FirstScreen | null) => {
    if (!screen || !platform) return ''
    const headers = new Headers(c.req.raw.headers)
    for (const name of [...headers.keys()]) if (visitorOnlyHeaders.test(name)) headers.delete(name)
    headers.set('accept', 'application/json')
    headers.set('language', screen.language)
    const ask = async (request: string) =>
      app.request(new URL(`${apiBase}${request}`, c.req.url), { headers }, c.env)
    try {
      const calls = firstCalls(c.req.path, screen.route.regions, screen.language)
      return await firstAnswersTag(ask, calls, screen.language)
    } catch {
      return ''
    }
  }

  // Every other GET is a route of the SPA: the brand's shell, with its CSP as a header.
  app.get('*', async (c) => {
    const id = shells.brandFor(requestHost(c))
    // A signed-in tab's answers are all read after this point, the ones this shell carries
    // included: its live stream starts from where the events stand now (src/live/page-cursor.ts)
    // and replays what it missed since, instead of asking those answers again. A header, not a
    // tag: the shell's bytes stay shared between visitors and compressed once, not per request.
    // Only for a browser that says a tab of it is signed in: a visitor has no stream.
    const liveCursor = getCookie(c, 'signed_in') === '1' ? platform?.liveCursor?.() : undefined
    // The picture's hint beside the first screen, whose answers are asked for once it is known.
    const screenAndAnswers = async () => {
      const screen = await firstScreen(c, id)
      return { screen, answers: await answersTag(c, screen) }
    }
    const [hint, { screen, answers }] = await Promise.all([pictureHint(c, id), screenAndAnswers()])
    const code = codeTags(screen)
    c.header('Content-Security-Policy', shells.csp(id))
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Type', contentType('index.html'))
    if (liveCursor) c.header('Server-Timing', `live;desc="${liveCursor}"`)
    return sendEncoded(
      c,
      await (hint || code || answers
        ? shells.encodedShellWith(id, hint ?? '', code ?? '', answers)
        : shells.encodedShell(id)),
    )
  })

  return app
}

/**
 * What the shell's hints are decided on: the page a visitor opens on a brand's host, the language
 * the portal keeps (its `language` cookie), whether a tab of the browser is signed in (its
 * `signed_in` cookie: it names no one) and the country a trusted balancer names.
 */
const pageRequest = (c: Context, brandId: string): PageRequest => ({
  brandId,
  path: c.req.path,
  languageCookie: getCookie(c, 'language') ?? null,
  signedIn: getCookie(c, 'signed_in') === '1',
  country: requestCountry(c),
})

/**
 * The host a request came to: its Host header, or over HTTP/2 (which sends :authority instead)
 * the host of its URL.
 */
export const requestHost = (c: Context) => c.req.header('host') ?? new URL(c.req.url).host
