import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { openDb } from '../../server/platform/db.ts'
import { createPlatform } from '../../server/platform/index.ts'
import { seedBrands } from '../../server/platform/seed.ts'
import { distDir, loadBrands } from './brands.ts'

/**
 * Serves the build in dist/ with the reference platform on an in-memory database seeded with every
 * brand, as the benchmarks need it. BENCH_PORT picks the port (a free one otherwise).
 */
export async function startBenchServer(name: string) {
  const dist = distDir()
  if (!existsSync(join(dist, 'brands', 'manifest.json'))) {
    console.error(`${name}: no build in ${dist}, run npm run build first`)
    process.exit(1)
  }
  const db = await openDb({})
  await seedBrands(db, loadBrands().brands)
  const platform = await createPlatform(db, { quiet: true })
  const server = serve({
    fetch: createApp({ dist, platform }).fetch,
    port: Number(process.env.BENCH_PORT ?? 0),
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    /** The brand's origin, by Host as the server maps it. */
    origin: (brandId: string) => `http://${brandId}.localhost:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await db.close()
    },
  }
}

/** Rounds to one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10
