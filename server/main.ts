import { join } from 'node:path'
import { loadBrands } from '../shared/brands'
import { createApp } from './app'
import { listen, tlsFromEnv } from './listen'
import { openDb } from './platform/db'
import { mountControl } from './platform/control'
import { settleDueContracts } from './platform/agent/salary'
import { createPlatform } from './platform/index'
import { seedBrands } from './platform/seed'
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
const platform = await createPlatform(db)
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
