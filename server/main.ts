import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadBrands } from '../shared/brands'
import { createApp } from './app'
import { listen, tlsFromEnv } from './listen'
import { openDb } from './platform/db'
import { mountControl } from './platform/control'
import { settleDueContracts } from './platform/agent/salary'
import { createPlatform } from './platform/index'
import { integrationsFromEnv } from './platform/integrations'
import { freshSecret, startPsp } from './psp/main'
import { reconcilePayments } from './platform/finance/payments'
import { seedBrands } from './platform/seed'
import { startDemoProvider } from './provider/start'
import { cancelStaleRounds } from './platform/integrations/wallet-api'
import { Shells } from './shells'

const port = Number(process.env.PORT ?? 8080)
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist')
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
const platform = await createPlatform(db, { integrations })
const controlSecret = process.env.PLATFORM_CONTROL_SECRET
const app = createApp({
  dist,
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
console.log(
  `Portal serving ${dist} on ${scheme}://localhost:${listening}${tls ? ' (HTTP/2)' : ''} (database: ${db.kind})`,
)
for (const id of Object.keys(new Shells(dist).manifest.brands)) {
  console.log(`  ${id}: ${scheme}://${id}.localhost:${listening}`)
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
  console.log(`  demo PSP: ${psp.url}`)
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
  console.log(`  demo game provider: ${provider.url}`)
}

// Deposits and payouts whose webhook got lost: asked about at their PSP each minute.
const reconcileTimer = setInterval(() => {
  reconcilePayments(platform.platform).catch((error: unknown) =>
    console.error('[payments] reconciliation failed', error),
  )
}, 60_000)
reconcileTimer.unref()

// Rounds a game provider left open for an hour (it stopped between the bet and the win): cancelled
// and refunded each minute (server/platform/integrations/wallet-api.ts).
const roundsTimer = setInterval(() => {
  cancelStaleRounds(platform.platform).catch((error: unknown) =>
    console.error('[wallet] cancelling stale rounds failed', error),
  )
}, 60_000)
roundsTimer.unref()

// Spec §9: real-time salary is paid every 5 minutes and daily wages the next day; settling each
// minute pays a closed period within a minute of its end. unref: the timer never holds a stop.
const settleTimer = setInterval(() => {
  settleDueContracts(platform.platform).catch((error: unknown) =>
    console.error('[contracts] settlement failed', error),
  )
}, 60_000)
settleTimer.unref()

// A clean stop closes the database so that PGlite's files are consistent; a kill loses nothing committed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void db.close().finally(() => process.exit(0))
  })
}
