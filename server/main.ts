import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadBrands } from '../shared/brands'
import { createApp } from './app'
import { reloadBrands } from './brand-reload'
import { readinessOf } from './health'
import { listen, tlsFromEnv } from './listen'
import { openDb } from './platform/db'
import { mountControl } from './platform/control'
import { settleDueContracts } from './platform/agent/salary'
import { createPlatform } from './platform/index'
import { integrationsFromEnv } from './platform/integrations'
import { keysFromEnv } from './platform/keys'
import { log } from './platform/log'
import { freshSecret, startPsp } from './psp/main'
import { reconcilePayments } from './platform/finance/payments'
import { seedBrands } from './platform/seed'
import { startDemoProvider } from './provider/start'
import { cancelStaleRounds } from './platform/integrations/wallet-api'
import { endStreams } from './platform/streams'
import { Shells } from './shells'
import { drainOnSignals } from './shutdown'

const port = Number(process.env.PORT ?? 8080)
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist')
// The keys every instance shares (docs/operations.md); checked before anything opens, so a
// production start without them stops here, saying which are missing.
const keys = keysFromEnv(process.env, {
  production: process.env.NODE_ENV === 'production',
  devDir: process.env.DATA_DIR === 'memory' ? undefined : join(process.cwd(), '.data'),
})
const db = await openDb({
  url: process.env.DATABASE_URL,
  // DATA_DIR=memory keeps the database in memory (the end-to-end suite starts from the seed each run).
  dataDir:
    process.env.DATA_DIR === 'memory'
      ? undefined
      : (process.env.DATA_DIR ?? join(process.cwd(), '.data', 'pglite')),
})
const brands = loadBrands().brands
await seedBrands(db, brands)
const integrations = integrationsFromEnv()
const controlSecret = process.env.PLATFORM_CONTROL_SECRET
// Captcha answers are kept for the control API to reveal only when it is mounted.
const platform = await createPlatform(db, {
  integrations,
  keys,
  revealCaptchas: Boolean(controlSecret),
})
// Read again as brands are emitted while the server runs (server/brand-reload.ts).
const shells = new Shells(dist)
// Set on SIGTERM: /readyz answers 503 from then on (server/shutdown.ts).
let draining = false
const app = createApp({
  dist,
  shells,
  readiness: readinessOf(db, () => draining),
  platform,
  checkResponses: process.env.NODE_ENV !== 'production',
  // The test control API exists only when the server is started with its secret.
  beforeRoutes: controlSecret
    ? (hono) => mountControl(hono, platform.controlTarget(brands), controlSecret)
    : undefined,
})

// With TLS_CERT_FILE and TLS_KEY_FILE, HTTPS with HTTP/2, as a deployment serves the portal.
const tls = tlsFromEnv()
const scheme = tls ? 'https' : 'http'
const { server, port: listening } = await listen(app.fetch, { port, tls })
log.info(
  `Portal serving ${dist} on ${scheme}://localhost:${listening}${tls ? ' (HTTP/2)' : ''} (database: ${db.kind})`,
)
for (const id of Object.keys(shells.manifest.brands)) {
  log.info(`  ${id}: ${scheme}://${id}.localhost:${listening}`)
}

// The demo PSP (server/psp/) beside the platform when DEMO_PSP_URL names none: another origin on
// 127.0.0.1 (DEMO_PSP_PORT, else a free port), signed with DEMO_PSP_SECRET or a secret made now.
if (!integrations.paymentProviders.demo) {
  const secret = process.env.DEMO_PSP_SECRET ?? freshSecret()
  // Its books beside the platform's data (none with DATA_DIR=memory): a restart keeps what was paid.
  const stateFile =
    process.env.DEMO_PSP_STATE_FILE ??
    (process.env.DATA_DIR === 'memory' ? undefined : join(process.cwd(), '.data', 'demo-psp.json'))
  if (stateFile) mkdirSync(dirname(stateFile), { recursive: true })
  const psp = await startPsp({
    port: Number(process.env.DEMO_PSP_PORT ?? 0),
    platformUrl: process.env.PLATFORM_URL ?? `${scheme}://127.0.0.1:${listening}`,
    secret,
    stateFile,
  })
  integrations.paymentProviders.demo = { url: psp.url, secret }
  log.info(`  demo PSP: ${psp.url}`)
}

// The demo game provider (server/provider/) beside the platform when DEMO_PROVIDER_URL names none:
// another origin on 127.0.0.1 (DEMO_PROVIDER_PORT, else a free port), calling the platform's
// seamless wallet signed with DEMO_PROVIDER_SECRET or a secret made now.
if (!integrations.gameProviders.demo) {
  const provider = await startDemoProvider({
    port: Number(process.env.DEMO_PROVIDER_PORT ?? 0),
    platformUrl: process.env.PLATFORM_URL ?? `${scheme}://127.0.0.1:${listening}`,
    secret: process.env.DEMO_PROVIDER_SECRET,
  })
  integrations.gameProviders.demo = { url: provider.url, secret: provider.secret }
  log.info(`  demo game provider: ${provider.url}`)
}

// Deposits and payouts whose webhook got lost: asked about at their PSP each minute.
const reconcileTimer = setInterval(() => {
  reconcilePayments(platform.platform).catch((error: unknown) =>
    log.error({ err: error }, '[payments] reconciliation failed'),
  )
}, 60_000)
reconcileTimer.unref()

// Rounds a game provider left open for an hour (it stopped between the bet and the win): cancelled
// and refunded each minute (server/platform/integrations/wallet-api.ts).
const roundsTimer = setInterval(() => {
  cancelStaleRounds(platform.platform).catch((error: unknown) =>
    log.error({ err: error }, '[wallet] cancelling stale rounds failed'),
  )
}, 60_000)
roundsTimer.unref()

// Spec §9: real-time salary is paid every 5 minutes and daily wages the next day; settling each
// minute pays a closed period within a minute of its end. unref: the timer never holds a stop.
const settleTimer = setInterval(() => {
  settleDueContracts(platform.platform).catch((error: unknown) =>
    log.error({ err: error }, '[contracts] settlement failed'),
  )
}, 60_000)
settleTimer.unref()

const stopBrands = reloadBrands({
  shells,
  db,
  brands,
  reloadMerchants: platform.reloadMerchants,
  log: (line) => log.info(`[brands] ${line}`),
})

// SIGTERM drains (docs/operations.md): readiness 503, no new connection, streams ended, requests
// finished within DRAIN_TIMEOUT_MS, the pool closed, exit 0. A clean stop also leaves PGlite's
// files consistent; a kill loses nothing committed.
drainOnSignals({
  server,
  markDraining: () => {
    draining = true
  },
  stopWork: async () => {
    for (const timer of [reconcileTimer, roundsTimer, settleTimer]) clearInterval(timer)
    stopBrands()
    const ended = await endStreams()
    log.info(`[shutdown] ${ended} open stream(s) ended`)
  },
  close: async () => {
    await platform.platform.events.stop()
    await db.close()
  },
  timeoutMs: Number(process.env.DRAIN_TIMEOUT_MS) || 10_000,
  delayMs: Number(process.env.DRAIN_DELAY_MS) || 0,
  log: (line) => log.info(`[shutdown] ${line}`),
})
