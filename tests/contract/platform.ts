import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { inject } from 'vitest'
import { loadBrands } from '../../shared/brands'
import type { Brand } from '../../src/config/brand.types'
import { createApp } from '../../server/app'
import { openDb, type Db } from '../../server/platform/db'
import { mountControl } from '../../server/platform/control'
import { createPlatform } from '../../server/platform/index'
import type { PlatformKeys } from '../../server/platform/keys'
import { generateSealedKey } from '../../server/platform/sealed'
import { noIntegrations } from '../../server/platform/integrations'
import { freshSecret, startPsp } from '../../server/psp/main'
import { seedBrands } from '../../server/platform/seed'
import { startDemoProvider } from '../../server/provider/start'
import { configureTransport } from '../../src/api/client'
import { call } from '../../src/test/any-call'
import { ApiError } from '../../src/api/errors'
import { atBrand } from '../lib/brand-hosts'

const root = join(import.meta.dirname, '..', '..')

/**
 * A platform on an in-memory database with every brand seeded, served on a free port. With
 * `sameDatabaseAs`, a second instance over that platform's database (its own pool on PostgreSQL,
 * the same PGlite in memory) and with its keys, unless `keys` names others; close it first.
 */
export async function startPlatform(
  options: {
    controlSecret?: string
    sameDatabaseAs?: { db: Db; databaseUrl: string | undefined; keys: PlatformKeys }
    keys?: PlatformKeys
  } = {},
) {
  const other = options.sameDatabaseAs
  const brands = loadBrands().brands
  const database = other ? null : await freshDatabase({ seededWith: brands })
  const databaseUrl = other ? other.databaseUrl : database?.url
  const db = databaseUrl
    ? await openDb({ url: databaseUrl })
    : (other?.db ?? (await openDb({ loadDataDir: await seededPglite(brands) })))
  const integrations = noIntegrations()
  const { controlSecret } = options
  const keys = options.keys ?? other?.keys ?? testKeys()
  const platform = await createPlatform(db, {
    quiet: true,
    integrations,
    keys,
    revealCaptchas: Boolean(controlSecret),
  })
  const app = createApp({
    dist: join(root, 'tests', 'contract', 'fixtures', 'site'),
    platform,
    checkResponses: true,
    beforeRoutes: controlSecret
      ? (hono) => mountControl(hono, platform.controlTarget(brands), controlSecret)
      : undefined,
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}/api`
  // The demo PSP on its own port, as server/main.ts starts it; webhooks retry quickly here.
  const pspSecret = freshSecret()
  const psp = await startPsp({
    port: 0,
    platformUrl: `http://127.0.0.1:${port}`,
    secret: pspSecret,
    retryBaseMs: 50,
    payoutSeconds: null, // tests settle payouts themselves (psp.settlePayout)
  })
  integrations.paymentProviders.demo = { url: psp.url, secret: pspSecret }
  // The demo game provider on its own port, as server/main.ts starts it.
  const provider = await startDemoProvider({
    platformUrl: `http://127.0.0.1:${port}`,
    retryDelaysMs: [20, 50, 100],
  })
  integrations.gameProviders.demo = { url: provider.url, secret: provider.secret }
  return {
    base,
    origin: `http://127.0.0.1:${port}`,
    /** The API at a merchant's brand host, where the platform takes requests as that merchant's. */
    baseAt: (merchant: string) => atBrand(base, merchant),
    platform: platform.platform,
    /** The demo PSP beside it: its app's handles, URL and the secret it shares with the platform. */
    psp: { ...psp.psp, url: psp.url, secret: pspSecret },
    /** The demo game provider beside it: its URL and the secret it shares with the platform. */
    provider: { url: provider.url, secret: provider.secret },
    db,
    /** The PostgreSQL database's URL; undefined on PGlite. */
    databaseUrl,
    /** The keys it shares with any instance started with sameDatabaseAs. */
    keys,
    /** Reads the merchants' settings again after a test changed them in the database. */
    reloadMerchants: platform.reloadMerchants,
    async close() {
      server.close()
      psp.server.close()
      await provider.close()
      // The bus's LISTEN connection and timers end before the database does.
      await platform.platform.events.stop()
      // A second instance leaves the first's PGlite open; its own pool ends.
      if (!other || databaseUrl) await db.close()
      await database?.drop()
    },
  }
}

/**
 * A PGlite database migrated and seeded with the brands, as a tarball: made once per worker and
 * set of brands (the files of a worker share its modules), and each platform on PGlite opens a copy
 * of its own, in place of a few seconds of migrations and seeding each. The seeded rows' times are
 * the dump's.
 */
const seeded = new Map<string, Promise<Blob>>()
function seededPglite(brands: ReturnType<typeof loadBrands>['brands']): Promise<Blob> {
  const key = JSON.stringify(brands)
  let dump = seeded.get(key)
  if (!dump) {
    dump = (async () => {
      const db = await openDb({})
      try {
        await seedBrands(db, brands)
        return await db.dumpDataDir!()
      } finally {
        await db.close()
      }
    })()
    seeded.set(key, dump)
  }
  return dump
}

/**
 * Two instances over ONE database, as behind a balancer: `a`, then `b` over its database with its
 * keys. Close them with closeInstances (the second first).
 */
export async function startInstances(options: { controlSecret?: string } = {}) {
  const a = await startPlatform(options)
  const b = await startPlatform({ ...options, sameDatabaseAs: a })
  return { a, b }
}

/** Closes what startInstances started, the second instance first (it leaves the first's PGlite open). */
export async function closeInstances(a: TestPlatform | undefined, b: TestPlatform | undefined) {
  await b?.close()
  await a?.close()
}

/**
 * With DATABASE_URL (a real PostgreSQL server), each platform gets a database of its own, created
 * here and dropped on close; without it, PGlite runs in memory. An empty one, or with `seededWith`
 * a copy of a database migrated and seeded with those brands (seededTemplate).
 */
export async function freshDatabase(options: { seededWith?: Brand[] } = {}) {
  const admin = process.env.DATABASE_URL
  if (!admin) return null
  const template = options.seededWith && (await seededTemplate(admin, options.seededWith))
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  return {
    url: databaseAt(admin, name),
    async drop() {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** A database's URL on the server of the admin URL. */
function databaseAt(admin: string, name: string) {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement on the server's admin database, on a connection of its own. */
async function adminQuery(admin: string, sql: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * PostgreSQL's counterpart of seededPglite: a database migrated and seeded with the brands, made once
 * per worker and set of brands, from which each platform's database is created (CREATE DATABASE …
 * TEMPLATE copies its files: about 0.4 s, in place of 2 to 3 s of migrations and seeding). Its
 * name starts with the prefix tests/contract/global-setup.ts provides, which drops it after the run.
 */
const templates = new Map<string, Promise<string>>()
function seededTemplate(admin: string, brands: Brand[]): Promise<string> {
  const key = JSON.stringify(brands)
  let template = templates.get(key)
  if (!template) {
    template = (async () => {
      const name = `${inject('pgTemplatePrefix')}${Math.random().toString(36).slice(2, 10)}`
      await adminQuery(admin, `CREATE DATABASE ${name}`)
      // A template is copied only while nobody is connected to it: the pool ends before any copy.
      const db = await openDb({ url: databaseAt(admin, name) })
      try {
        await seedBrands(db, brands)
      } finally {
        await db.close()
      }
      return name
    })()
    templates.set(key, template)
  }
  return template
}

/** The merchant whose site the transport is at: the captchas below are drawn for it. */
let transportMerchant = 'LUCKY01'

/**
 * Points the app's transport at a platform, at one brand's host (`<id>.localhost`), with a token holder the test controls;
 * the calls carry the language header `language` (EN unless a test changes state.language) and
 * the `time-zone` header (UTC unless a test changes state.timeZone).
 */
export function useTransport(base: string, merchant = 'LUCKY01') {
  transportMerchant = merchant
  const state = { token: null as string | null, unauthorized: 0, language: 'EN', timeZone: 'UTC' }
  configureTransport({
    // The platform decides the merchant from the Host: the transport goes to the brand's host.
    baseUrl: atBrand(base, merchant),
    merchant: () => merchant,
    language: () => state.language,
    timeZone: () => state.timeZone,
    token: () => state.token,
    onUnauthorized: () => {
      state.unauthorized += 1
      state.token = null
    },
  })
  return state
}

/** The platform a contract test started. */
export type TestPlatform = Awaited<ReturnType<typeof startPlatform>>

/** An address on a brand's host of the platform (`http://jade.localhost:port/path`). */
export const brandAddress = (server: TestPlatform, brandId: string, path: string) =>
  `${server.origin.replace('127.0.0.1', `${brandId}.localhost`)}${path}`

/** A brand page's shell as the platform serves it on the brand's host, with the browser's cookie. */
export async function shellAt(
  server: TestPlatform,
  brandId: string,
  path: string,
  cookie?: string,
) {
  const response = await fetch(brandAddress(server, brandId, path), {
    headers: cookie ? { cookie } : {},
  })
  if (response.status !== 200) throw new Error(`${brandId} ${path}: HTTP ${response.status}`)
  return response.text()
}

/** Keys for a test platform, drawn now (keysFromEnv reads them from files in production). */
export function testKeys(): PlatformKeys {
  return { sealed: { current: generateSealedKey() }, phoneToken: randomBytes(32) }
}

/**
 * A slider answer the server accepts at a merchant (the transport's, unless named), drawn through
 * the platform's captcha store.
 */
export async function solvedSlider(server: TestPlatform, merchant = transportMerchant) {
  const { sliderId, x } = await server.platform.captchas.slider(merchant)
  return { sliderId, sliderX: x }
}

/** An image captcha and its answer at a merchant (the transport's, unless named). */
export async function solvedCaptcha(server: TestPlatform, merchant = transportMerchant) {
  const { captchaId, code } = await server.platform.captchas.image(merchant)
  return { captchaId, captcha: code }
}

/** Points the transport at a merchant and signs in through it; the transport then carries the token. */
export async function signInAs(
  server: TestPlatform,
  username: string,
  merchant = 'LUCKY01',
  password = 'Demo1234',
) {
  const state = useTransport(server.base, merchant)
  state.token = (
    await call('auth.login', {
      username,
      password,
      type: 'username',
      ...(await solvedSlider(server, merchant)),
    })
  ).token
  return state
}

/** The ApiError a refused call ends with (the test fails if the call succeeds). */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}
