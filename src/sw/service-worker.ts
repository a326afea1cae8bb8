/**
 * The brand's service worker (served at /sw.js; scripts/brands-emit.ts bundles it per brand with
 * its config). It keeps the shell and the static files so the app opens without a network, and
 * never stores an answer of the platform:
 * - navigations: network first; offline, the cached shell, else the brand's offline page;
 * - hashed build files (/assets/): cache first, they never change under a name;
 * - the precached brand files (theme, logos, offline page): network first, cache when offline;
 * - everything else, every API and platform call among them: not touched, straight to the network.
 * A new build or brand emit changes the version; activation deletes the older caches.
 */

/** What a brand's service worker is told: its cache version and the files it keeps. */
export interface ServiceWorkerConfig {
  /** Changes with anything the worker serves, so a new build or brand emit replaces the cache. */
  version: string
  /** The brand's offline page. */
  offline: string
  /** Files cached at install: the shell ('/'), its assets and the offline page's files. */
  precache: string[]
}

/** Filled in by scripts/brands-emit.ts. */
declare const PWA_CONFIG: ServiceWorkerConfig

/** The parts of the service-worker global scope used here (the DOM library lacks them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}
interface WorkerScope {
  location: Location
  registration: { scope: string }
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const scope = self as unknown as WorkerScope
const prefix = 'portal-'
const cacheName = `${prefix}${PWA_CONFIG.version}`
const shellKey = '/'
const precached = new Set(PWA_CONFIG.precache)

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      // Fresh copies of the shell and brand files (the HTTP cache may hold older ones); the hashed
      // build files the page has just loaded come from the HTTP cache, not a second download.
      .then((cache) =>
        cache.addAll(
          PWA_CONFIG.precache.map(
            (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' }),
          ),
        ),
      )
      .then(() => scope.skipWaiting()),
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(prefix) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  )
})

scope.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin) return
  if (request.mode === 'navigate') return event.respondWith(navigate(request))
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request))
  if (precached.has(url.pathname)) return event.respondWith(networkFirst(request))
  // Anything else (the platform's API above all) goes to the network as if no worker were here.
})

/** Network first; a good shell is kept for later; offline, the cached shell or the offline page. */
async function navigate(request: Request): Promise<Response> {
  try {
    const response = await fetch(request)
    const isShell =
      response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html')
    if (isShell) {
      // Copied now: the page starts reading the body as soon as this returns.
      const copy = response.clone()
      void caches.open(cacheName).then((cache) => cache.put(shellKey, copy))
    }
    return response
  } catch {
    const cache = await caches.open(cacheName)
    return (await cache.match(shellKey)) ?? (await cache.match(PWA_CONFIG.offline)) ?? offlineText()
  }
}

/** A hashed build file: from the cache, or fetched once and kept. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) void cache.put(request, response.clone())
  return response
}

/** A precached brand file: the current one, or the cached one offline. */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName)
  try {
    const response = await fetch(request)
    if (response.ok) void cache.put(request, response.clone())
    return response
  } catch {
    return (await cache.match(request)) ?? Response.error()
  }
}

/** The last resort when not even the offline page is cached (storage cleared under the worker). */
const offlineText = () =>
  new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } })
