import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type pgModule from 'pg'
import { observePool } from './metrics'

/** node-postgres, loaded only when DATABASE_URL names a server. */
type PgModule = typeof pgModule

/** A row as the database returns it. */
export type Row = Record<string, unknown>

/** The database the platform talks to: PGlite under .data/ by default, PostgreSQL with DATABASE_URL. */
export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Pick<Db, 'query'>) => Promise<T>): Promise<T>
  /**
   * Calls onNotify with its payload for each NOTIFY on the channel, from any connection (on
   * PostgreSQL, a connection of its own that reconnects when dropped, after which onNotify is
   * called once without a payload: what was sent meanwhile is lost); answers the function that
   * stops listening.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
  /** PGlite only: the whole database as a tarball, which openDb's `loadDataDir` opens a copy of. */
  dumpDataDir?: () => Promise<Blob>
}

/**
 * PGlite's two WebAssembly modules (the database and its initdb), compiled once per process: a
 * process that opens many databases, as the contract suite does, compiles them once, not per
 * database (about 2 s of CPU each time).
 */
let wasmModules:
  | Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }>
  | undefined
const compileWasm = async (name: string) =>
  WebAssembly.compile(
    await readFile(createRequire(import.meta.url).resolve(`@electric-sql/pglite/${name}`)),
  )
function pgliteWasmModules() {
  wasmModules ??= Promise.all([compileWasm('pglite.wasm'), compileWasm('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
  )
  return wasmModules
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // One options object: PGlite reads a second argument only after a data directory's name, so the
  // compiled modules would be dropped for a database in memory.
  const pg = new PGlite({ dataDir, ...(await pgliteWasmModules()), loadDataDir })
  await pg.waitReady
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving.
  let tail: Promise<unknown> = Promise.resolve()
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn)
    tail = run.catch(() => undefined)
    return run
  }
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await pg.query<T>(sql, params)).rows
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => query(sql, params)),
    transaction: (fn) =>
      serial(() =>
        pg.transaction((tx) =>
          fn({ query: async (sql, params = []) => (await tx.query(sql, params)).rows as never }),
        ),
      ),
    listen: async (channel, onNotify) => pg.listen(channel, (payload) => onNotify(payload)),
    close: () => pg.close(),
    dumpDataDir: () => serial(async () => (await pg.dumpDataDir('none')) as Blob),
  }
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg')
  const listeners = new Set<() => Promise<void>>()
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle pooled connection the server ends (a restart, an administrator's terminate, a database
  // dropped in tests) is an 'error' on the pool; with no listener Node ends the process. The pool
  // has already dropped that client and opens a new one for the next query: nothing to do.
  pool.on('error', () => undefined)
  // Its use is read at each scrape of /metrics while it is open (server/platform/metrics.ts).
  const unobserve = observePool(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }))
  return {
    kind: 'postgres',
    query: async (sql, params = []) => (await pool.query(sql, params)).rows as never,
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: async (sql, params = []) => (await client.query(sql, params)).rows as never,
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    listen: (channel, onNotify) => listenPostgres(pg, url, channel, onNotify, listeners),
    close: async () => {
      unobserve()
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

/**
 * LISTEN on a client of its own (a pooled one would be handed to other queries): reconnects after
 * a drop, 1 s later and then up to every 30 s, and tells the listener after each reconnect, since
 * notifications sent while it was away are lost (its reader then looks for what it missed).
 */
async function listenPostgres(
  pg: PgModule,
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  let client: InstanceType<typeof pg.Client> | null = null
  let stopped = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload)
    })
    next.on('error', () => undefined)
    next.on('end', () => {
      if (stopped || client !== next) return
      client = null
      timer = setTimeout(() => void reconnect(), Math.min(30_000, 1_000 * 2 ** attempt++))
      timer.unref()
    })
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    // Stopped while connecting: this client is nobody's.
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    attempt = 0
  }
  const reconnect = async () => {
    if (stopped) return
    try {
      await connect()
      onNotify()
    } catch {
      timer = setTimeout(() => void reconnect(), Math.min(30_000, 1_000 * 2 ** attempt++))
      timer.unref()
    }
  }
  await connect()
  const stop = async () => {
    stopped = true
    clearTimeout(timer)
    listeners.delete(stop)
    await client?.end().catch(() => undefined)
  }
  listeners.add(stop)
  return stop
}

/** Opens the database and applies the migrations in server/migrations in order, once each. */
export async function openDb(options: {
  url?: string
  dataDir?: string
  /** PGlite only: start from a copy of a database another one dumped (Db.dumpDataDir). */
  loadDataDir?: Blob
}): Promise<Db> {
  if (!options.url) {
    // PGlite belongs to one process: nobody else can be migrating it.
    const db = await openPglite(options.dataDir, options.loadDataDir)
    await migrate(db)
    return db
  }
  const db = await openPostgres(options.url)
  await withMigrationLock(options.url, () => migrate(db)).catch(async (error: unknown) => {
    await db.close()
    throw error
  })
  return db
}

/**
 * The advisory lock key the migrations are applied under (and the seed, server/platform/seed.ts):
 * a fixed number, "portal" in ASCII, that nothing else in the database takes.
 */
export const migrationLockKey = 0x706f7274616cn

/**
 * Runs fn holding the migration lock on a connection of its own: instances that start together
 * wait here one after another, and each that follows finds the migrations applied. The lock is a
 * session's: should the process die while holding it, its connection ends and the lock with it.
 */
async function withMigrationLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey.toString()])
    try {
      return await fn()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey.toString()])
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** The migration files, in the order they apply. */
export const migrationFiles = () =>
  readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()

/** Migration files not yet applied to the database (the readiness probe wants none). */
export async function pendingMigrations(db: Pick<Db, 'query'>): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  return migrationFiles().filter((file) => !applied.has(file))
}

const migrations = join(import.meta.dirname, '..', 'migrations')

async function migrate(db: Db) {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  for (const file of await pendingMigrations(db)) {
    const sql = readFileSync(join(migrations, file), 'utf8')
    await db.transaction(async (tx) => {
      for (const statement of statements(sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
  }
}

/**
 * The statements of a migration: split at a semicolon that ends a line, except inside a
 * dollar-quoted body (a function's), whose own statements end lines too.
 */
export function statements(sql: string): string[] {
  const found: string[] = []
  let current = ''
  for (const piece of sql.split(/;\s*$/m)) {
    current = current ? `${current};\n${piece}` : piece
    if ((current.match(/\$\$/g)?.length ?? 0) % 2 === 0) {
      if (current.trim()) found.push(current.trim())
      current = ''
    }
  }
  if (current.trim()) found.push(current.trim())
  return found
}
