import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/platform/db'
import { freshDatabase } from './platform'
import { signInOverHttp } from './http-login'

const root = join(import.meta.dirname, '..', '..')
const scratch = mkdtempSync(join(tmpdir(), 'durability-'))
const dataDir = join(scratch, 'pglite')
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  // Retried: a killed server may still be closing its files.
  rmSync(scratch, { recursive: true, force: true, maxRetries: 5 })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

let databaseUrl: string | undefined
const controlSecret = 'durability-control-secret-0001'

/** Starts the real server process on the PGlite folder (or its own PostgreSQL database) and waits until it answers. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      PLATFORM_CONTROL_SECRET: controlSecret,
      DATA_DIR: dataDir,
      DIST_DIR: join(root, 'tests', 'contract', 'fixtures', 'site'),
    },
    stdio: 'ignore',
  })
  children.push(child)
  for (let i = 0; i < 150; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/system/status`, {
      headers: { merchant: 'LUCKY01' },
    }).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not start')
}

describe('durability', () => {
  it('loses no committed transfer when the server is killed mid-load, and keeps the money whole', async () => {
    const database = await freshDatabase()
    databaseUrl = database?.url
    const port = await freePort()
    let server = await startServer(port)
    const base = `http://127.0.0.1:${port}/api`
    const origin = `http://127.0.0.1:${port}`
    const agent = await signInOverHttp(origin, 'demo_agent', controlSecret)
    const member = await signInOverHttp(origin, 'demo_member', controlSecret)
    const transfer = async (token: string, to: string, reference: string) => {
      try {
        const response = await fetch(`${base}/wps/v2/wallets/transfer`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            merchant: 'LUCKY01',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({ to, amount: 100, reference }),
        })
        return ((await response.json()) as { success: boolean }).success
      } catch {
        return false // the server died with this request in flight
      }
    }
    const acknowledged: string[] = []
    let killed = false
    const load = Array.from({ length: 8 }, async (_, lane) => {
      for (let i = 0; !killed && i < 200; i += 1) {
        const reference = `load-${lane}-${i}`
        const ok = await transfer(
          lane % 2 ? member : agent,
          lane % 2 ? 'demo_agent' : 'demo_member',
          reference,
        )
        if (ok && !killed) acknowledged.push(reference)
        if (acknowledged.length === 150 && !killed) {
          killed = true
          server.kill('SIGKILL')
        }
      }
    })
    await Promise.all(load)
    expect(killed).toBe(true)
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve))

    server = await startServer(port)
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))

    const db = await openDb({ dataDir, url: databaseUrl })
    try {
      const committed = await db.query<{ reference: string }>(
        `SELECT reference FROM ledger WHERE kind = 'transfer-out' AND reference LIKE 'load-%'`,
      )
      const references = new Set(committed.map((r) => r.reference))
      expect(acknowledged.filter((r) => !references.has(r))).toEqual([])
      const mismatched = await db.query(
        `SELECT w.account_id FROM wallets w LEFT JOIN ledger l ON l.account_id = w.account_id
         GROUP BY w.account_id, w.balance HAVING w.balance <> coalesce(sum(l.amount), 0)`,
      )
      expect(mismatched).toEqual([])
      const [totals] = await db.query<{ wallets: string; external: string }>(
        `SELECT (SELECT sum(balance) FROM wallets) + (SELECT coalesce(sum(balance), 0) FROM vendor_wallets) AS wallets,
                (SELECT sum(amount) FROM ledger
                  WHERE kind NOT IN ('transfer-in', 'transfer-out', 'vendor-in', 'vendor-out')) AS external`,
      )
      expect(Number(totals!.wallets)).toBe(Number(totals!.external))
    } finally {
      await db.close()
      await database?.drop()
    }
  }, 120_000)
})
