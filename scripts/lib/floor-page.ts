import { securityHeaders, strictTransportSecurity } from '../../server/app.ts'
import { listen } from '../../server/listen.ts'
import { localhostTls } from './localhost-tls.ts'

/**
 * The control of `npm run lighthouse`: a page of one heading and one paragraph, with no script,
 * no stylesheet, no picture and no font to load, served with the headers the portal sends with
 * every answer (`securityHeaders`, server/app.ts). What Lighthouse measures on it is the machine's
 * floor: no page served as the portal is can score better here.
 *
 * On a shared 2-core machine the floor is not zero. Lighthouse's TBT multiplies each task's wall
 * time by 4, and wall time holds the time the renderer waited for a core (the GPU and browser
 * processes, Lighthouse's driver, the server). And `Cross-Origin-Opener-Policy: same-origin` puts
 * the page in a browsing context group of its own: Lighthouse's tab, on about:blank, swaps to a
 * new renderer process to load it, and that process's first task (creating the page's window and
 * its script context, 54–100 ms of wall time for 19–32 of CPU here) lands after Lighthouse's
 * simulated first paint. With `portalHeaders: false` the page is served bare, to tell the
 * headers' share from the machine's (docs/performance.md, "The machine's floor").
 */
const floorHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
  </head>
  <body>
    <h1>One heading</h1>
    <p>A page with no script, no stylesheet and no picture: what a Lighthouse run on this machine
    measures when the page does nothing.</p>
  </body>
</html>
`

/**
 * Serves the floor page at every path but /favicon.ico, over HTTPS with HTTP/2 or, with `tls`
 * false, plain HTTP/1.1 (as `LIGHTHOUSE_HTTP1=1` serves the portal); `url` is its address. With
 * `portalHeaders` (the default) it carries the portal's security headers, and over TLS its
 * Strict-Transport-Security, as the portal's pages do.
 */
export async function startFloorPage({ tls = true, portalHeaders = true } = {}) {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...(portalHeaders ? securityHeaders : {}),
    ...(portalHeaders && tls ? { 'strict-transport-security': strictTransportSecurity } : {}),
  }
  const { server, port } = await listen(
    (request) =>
      new URL(request.url).pathname === '/favicon.ico'
        ? new Response(null, { status: 404 })
        : new Response(floorHtml, { headers }),
    { port: 0, tls: tls ? localhostTls() : undefined },
  )
  return {
    url: `${tls ? 'https' : 'http'}://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
