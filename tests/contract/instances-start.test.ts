import { serve } from '@hono/node-server'
import { request } from 'node:http'
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../shared/brands'
import { createApp } from '../../server/app'
import { reloadBrands } from '../../server/brand-reload'
import { readinessOf } from '../../server/health'
import { migrationFiles, openDb, type Db } from '../../server/platform/db'
import { createPlatform } from '../../server/platform/index'
import { seedBrands } from '../../server/platform/seed'
import { Shells } from '../../server/shells'
import { freshDatabase, testKeys } from './platform'

/**
 * Instances starting and running together (issue 44): migrations and the seed applied once when
 * three start at once on an empty database, the balancer's probes, and a brand emitted while two
 * instances run served by both with its merchant created once.
 */

const root = join(import.meta.dirname, '..', '..')
const fixtureSite = join(root, 'tests', 'contract', 'fixtures', 'site')
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A GET with the Host header given (fetch sends the URL's own), answered as status, headers, text. */
const get = (origin: string, path: string, host?: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const url = new URL(path, origin)
      const req = request(url, { headers: { ...headers, ...(host ? { host } : {}) } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
      })
      req.on('error', reject)
      req.end()
    },
  )

/** A platform over a database, served on a free port, with the shells and readiness given. */
async function serveOver(
  db: Db,
  options: { dist?: string; shells?: Shells; draining?: () => boolean } = {},
) {
  const platform = await createPlatform(db, { quiet: true, keys: testKeys() })
  const app = createApp({
    dist: options.dist ?? fixtureSite,
    shells: options.shells,
    readiness: readinessOf(db, options.draining ?? (() => false)),
    platform,
    checkResponses: true,
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  let stopped: Promise<void> | undefined
  /** Stops the platform's event bus (before its database closes); the server keeps serving. */
  const stop = () => (stopped ??= platform.platform.events.stop())
  cleanups.push(async () => {
    server.close()
    await stop()
  })
  return { origin: `http://127.0.0.1:${port}`, platform, stop }
}

describe('three instances starting at once on an empty database', () => {
  it('apply each migration once and seed each brand once', async () => {
    const database = await freshDatabase()
    if (database) cleanups.push(() => database.drop())
    const brands = loadBrands().brands
    // PGlite belongs to one process: its three "instances" share one Db, as the suite's do.
    const single = database ? null : await openDb({})
    const dbs = database
      ? await Promise.all([1, 2, 3].map(() => openDb({ url: database.url })))
      : [single!, single!, single!]
    cleanups.push(async () => {
      for (const db of new Set(dbs)) await db.close()
    })
    const added = await Promise.all(dbs.map((db) => seedBrands(db, brands)))
    const db = dbs[0]!
    const applied = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    )
    expect(applied.map((r) => r.name)).toEqual(migrationFiles())
    // Each merchant made by exactly one of the three, with its demo accounts once.
    expect(added.flat().sort()).toEqual(brands.map((b) => b.merchantCode).sort())
    // Seeded twice, a merchant would have its rooms twice (they have no key of their own).
    const rooms = await db.query<{ merchant: string; n: string }>(
      'SELECT merchant, count(*) AS n FROM chat_rooms GROUP BY merchant ORDER BY merchant',
    )
    expect(rooms.map((r) => [r.merchant, Number(r.n)])).toEqual(
      brands.map((b) => [b.merchantCode, 3]).sort(),
    )
  })
})

describe('the balancer probes', () => {
  it('answer alive and ready on every host, 503 while draining or with a migration missing, never cached', async () => {
    const database = await freshDatabase()
    if (database) cleanups.push(() => database.drop())
    const db = await openDb({ url: database?.url })
    cleanups.push(() => db.close())
    await seedBrands(db, loadBrands().brands)
    let draining = false
    const { origin } = await serveOver(db, { draining: () => draining })
    const probe = async (path: string, host?: string) => {
      const response = await get(origin, path, host)
      return {
        status: response.status,
        cache: response.headers['cache-control'],
        type: response.headers['content-type'],
        body: JSON.parse(response.text) as Record<string, unknown>,
      }
    }
    for (const host of [undefined, 'jade.localhost', 'www.jade.example', 'unknown.example']) {
      expect(await probe('/healthz', host)).toMatchObject({
        status: 200,
        cache: 'no-store',
        body: { status: 'alive' },
      })
      expect(await probe('/readyz', host)).toMatchObject({
        status: 200,
        cache: 'no-store',
        body: { status: 'ready' },
      })
    }
    // A migration the database has not had (another version's instance started first, and this
    // one's files name one more): not ready.
    const [last] = await db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = $1 RETURNING name',
      [migrationFiles().at(-1)],
    )
    expect(await probe('/readyz')).toEqual({
      status: 503,
      cache: 'no-store',
      type: expect.stringContaining('application/json') as string,
      body: { status: 'unavailable', reason: 'migrations pending' },
    })
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name])
    expect((await probe('/readyz')).status).toBe(200)
    draining = true
    expect(await probe('/readyz', 'jade.localhost')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'draining' },
    })
    // Alive all the same: the process still serves what it has under way.
    expect((await probe('/healthz')).status).toBe(200)
  })

  it('call a database that does not answer unreachable, without saying more', async () => {
    const database = await freshDatabase()
    const db = await openDb({ url: database?.url })
    const { origin, stop } = await serveOver(db)
    await stop()
    await db.close()
    await database?.drop()
    const response = await fetch(`${origin}/readyz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' })
  })
})

describe('a brand emitted while the server runs', () => {
  it('is served by every instance within seconds, its merchant created once', async () => {
    // The build and the brands folder copied, so that the test can add to both.
    const scratch = mkdtempSync(join(tmpdir(), 'brand-reload-'))
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }))
    const dist = join(scratch, 'dist')
    const brandsDir = join(scratch, 'brands')
    cpSync(fixtureSite, dist, { recursive: true })
    cpSync(join(root, 'brands'), brandsDir, { recursive: true })
    const previous = process.env.BRANDS_DIR
    process.env.BRANDS_DIR = brandsDir
    cleanups.push(async () => {
      if (previous === undefined) delete process.env.BRANDS_DIR
      else process.env.BRANDS_DIR = previous
    })
    const database = await freshDatabase()
    if (database) cleanups.push(() => database.drop())
    const brands = loadBrands().brands
    const first = await openDb({ url: database?.url })
    const second = database ? await openDb({ url: database.url }) : first
    cleanups.push(async () => {
      for (const db of new Set([first, second])) await db.close()
    })
    await seedBrands(first, brands)
    const instances = await Promise.all(
      [first, second].map(async (db) => {
        const shells = new Shells(dist)
        const served = await serveOver(db, { dist, shells })
        const stop = reloadBrands({
          shells,
          db,
          brands: [...brands],
          reloadMerchants: served.platform.reloadMerchants,
          everyMs: 100,
        })
        cleanups.push(async () => stop())
        return served
      }),
    )
    const ruby = async (origin: string) => {
      const shell = await get(origin, '/', 'ruby.localhost')
      const config = await get(origin, '/api/system/register-config', 'ruby.localhost', {
        merchant: 'RUBY01',
      })
      return {
        shell: shell.text,
        config: (JSON.parse(config.text) as { success: boolean }).success,
      }
    }
    for (const { origin } of instances)
      expect(await ruby(origin)).toEqual({
        shell: expect.not.stringContaining('ruby shell') as string,
        config: false,
      })

    // The brand's source: jade's, under a new id and merchant.
    cpSync(join(brandsDir, 'jade'), join(brandsDir, 'ruby'), { recursive: true })
    const brandFile = join(brandsDir, 'ruby', 'brand.json')
    const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as Record<string, unknown>
    writeFileSync(
      brandFile,
      JSON.stringify({
        ...brand,
        id: 'ruby',
        displayName: 'Ruby Room',
        merchantCode: 'RUBY01',
        domains: ['www.ruby.example'],
      }),
    )
    // A half-written manifest first (the emit's worst case): both keep serving the last good set.
    const manifestFile = join(dist, 'brands', 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      brands: Record<string, unknown>
    }
    writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').slice(0, 40))
    await new Promise((resolve) => setTimeout(resolve, 400))
    for (const { origin } of instances) {
      const jade = await get(origin, '/', 'jade.localhost')
      expect(jade.status).toBe(200)
    }
    // Then the emit as brands:emit writes it: the brand's files, the manifest last and whole.
    cpSync(join(dist, 'brands', 'jade'), join(dist, 'brands', 'ruby'), { recursive: true })
    writeFileSync(
      join(dist, 'brands', 'ruby', 'index.html'),
      '<!doctype html><title>ruby shell</title>',
    )
    manifest.brands.ruby = {
      hosts: ['ruby.localhost', 'www.ruby.example'],
      csp: "default-src 'self'",
    }
    writeFileSync(`${manifestFile}.tmp`, JSON.stringify(manifest))
    renameSync(`${manifestFile}.tmp`, manifestFile)
    const emitted = Date.now()
    for (const { origin } of instances) {
      let seen = await ruby(origin)
      // The shell and the merchant arrive by two reloads: wait for both.
      while (!(seen.config && seen.shell.includes('ruby shell')) && Date.now() - emitted < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        seen = await ruby(origin)
      }
      expect(seen).toEqual({ shell: expect.stringContaining('ruby shell') as string, config: true })
    }
    const merchants = await first.query('SELECT code FROM merchants WHERE code = $1', ['RUBY01'])
    expect(merchants).toHaveLength(1)
    const [rooms] = await first.query<{ n: string }>(
      `SELECT count(*) AS n FROM chat_rooms WHERE merchant = 'RUBY01'`,
    )
    expect(Number(rooms!.n)).toBe(3)
  })
})
