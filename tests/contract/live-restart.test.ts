import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it, onTestFinished } from 'vitest'
import { loadBrands } from '../../shared/brands'
import { openDb, type Db } from '../../server/platform/db'
import { currentEnd, readAfter } from '../../server/platform/events/outbox'
import { postToWallet } from '../../server/platform/ledger'
import { seedBrands } from '../../server/platform/seed'
import { freshDatabase } from './platform'

/** Credits demo_member at LUCKY01 through the ledger: one wallet event. */
async function credit(db: Db, amount: number) {
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: string }>(
      `SELECT id FROM accounts WHERE merchant = 'LUCKY01' AND username = 'demo_member'`,
    )
    await postToWallet(tx, Number(account!.id), amount, 'bonus', `restart:${amount}`)
  })
}

/**
 * Committed events wait while an older transaction runs anywhere on the server (the snapshot's xmin
 * is the cluster's: other test files' databases share it): read until none waits.
 */
async function readableAll(db: Db) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const [held] = await db.query<{ count: string | number }>(
      'SELECT count(*) FROM events WHERE xid >= pg_snapshot_xmin(pg_current_snapshot())',
    )
    if (Number(held!.count) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('events still wait for an older transaction after 20 s')
}

it('a cursor taken before the platform restarts resumes after it: nothing lost, nothing twice', async () => {
  const database = await freshDatabase()
  const scratch = database ? null : mkdtempSync(join(tmpdir(), 'live-restart-'))
  if (scratch) onTestFinished(() => rmSync(scratch, { recursive: true, force: true }))
  const options = scratch ? { dataDir: join(scratch, 'pglite') } : { url: database!.url }
  let db = await openDb(options)
  try {
    await seedBrands(db, loadBrands().brands)
    await credit(db, 101)
    // The cursor is the newest readable place; on a shared server an older transaction elsewhere
    // may hold the 101 credit back from it for a moment (see below): wait until it is readable.
    await readableAll(db)
    const cursor = await currentEnd(db)
    await credit(db, 202)
    await db.close()

    db = await openDb(options)
    await credit(db, 303)
    await readableAll(db)
    const { events } = await readAfter(db, cursor, 100)
    expect(events.map((stored) => stored.event.kind)).toEqual(['wallet', 'wallet'])
    expect(events.map((stored) => (stored.event.data as { amount: number }).amount)).toEqual([
      202, 303,
    ])
    // In order, by cursor, across the restart.
    const [first, second] = events.map((stored) => stored.cursor)
    expect(first!.xid < second!.xid || (first!.xid === second!.xid && first!.id < second!.id)).toBe(
      true,
    )
  } finally {
    await db.close()
    await database?.drop()
  }
})
