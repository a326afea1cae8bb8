import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** A row as the database returns it. */
export type Row = Record<string, unknown>

/** The database the platform talks to: PGlite under .data/ by default, PostgreSQL with DATABASE_URL. */
export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Pick<Db, 'query'>) => Promise<T>): Promise<T>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
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

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = new PGlite(dataDir, await pgliteWasmModules())
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
    close: () => pg.close(),
  }
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
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
    close: () => pool.end(),
  }
}

/** Opens the database and applies the migrations in server/migrations in order, once each. */
export async function openDb(options: { url?: string; dataDir?: string }): Promise<Db> {
  const db = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir)
  await migrate(db)
  return db
}

const migrations = join(import.meta.dirname, '..', 'migrations')

async function migrate(db: Db) {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(file)) continue
    const sql = readFileSync(join(migrations, file), 'utf8')
    await db.transaction(async (tx) => {
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.query(statement)
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
  }
}
