import './bench-log-level.ts'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from '../../server/app.ts'
import { listen } from '../../server/listen.ts'
import { openDb } from '../../server/platform/db.ts'
import { createPlatform } from '../../server/platform/index.ts'
import { seedBrands } from '../../server/platform/seed.ts'
import { distDir, loadBrands } from '../../shared/brands.ts'
import { localhostTls } from './localhost-tls.ts'

/**
 * Serves the build in dist/ (or `dist`) with the reference platform on an in-memory database seeded
 * with every brand, as the benchmarks need it. BENCH_PORT picks the port (a free one otherwise).
 * With `tls`, over HTTPS with HTTP/2 (the test certificate: a browser needs
 * --ignore-certificate-errors).
 */
export async function startBenchServer(
  name: string,
  options: { tls?: boolean; dist?: string; port?: number } = {},
) {
  const dist = options.dist ?? distDir()
  if (!existsSync(join(dist, 'brands', 'manifest.json'))) {
    console.error(`${name}: no build in ${dist}, run npm run build first`)
    process.exit(1)
  }
  const db = await openDb({})
  await seedBrands(db, loadBrands().brands)
  const platform = await createPlatform(db, { quiet: true })
  const { server, port } = await listen(createApp({ dist, platform }).fetch, {
    port: options.port ?? Number(process.env.BENCH_PORT ?? 0),
    tls: options.tls ? localhostTls() : undefined,
  })
  const scheme = options.tls ? 'https' : 'http'
  return {
    port,
    /** The brand's origin, by Host as the server maps it. */
    origin: (brandId: string) => `${scheme}://${brandId}.localhost:${port}`,
    /**
     * A new session of a seeded account on a brand, as the session-storage keys the app keeps
     * after a sign-in (design.md §4): for pages a brand shows only to a signed-in visitor.
     */
    async sessionKeys(brandId: string, username: string): Promise<Record<string, string>> {
      const brand = loadBrands().brands.find((b) => b.id === brandId)
      if (!brand) throw new Error(`${name}: no brand ${brandId}`)
      const account = await platform.platform.accounts.byUsername(brand.merchantCode, username)
      if (!account) throw new Error(`${name}: no account ${username} on ${brandId}`)
      return {
        token: await platform.platform.accounts.openSession(account.id),
        account: account.username,
        customerId: String(account.id),
        isAgent: String(account.type),
        username: account.username,
        merchant: brand.merchantCode,
      }
    },
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await db.close()
    },
  }
}

/** The shipped brand `id`, or the tool `name` stops saying there is none. */
export function brandOrExit(name: string, id: string) {
  const brand = loadBrands().brands.find((b) => b.id === id)
  if (!brand) {
    console.error(`${name}: no brand ${id}`)
    process.exit(1)
  }
  return brand
}

/** Rounds to one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10

/** The median of some figures (the upper one of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
