import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { openDb } from '../../server/platform/db.ts'
import { createPlatform } from '../../server/platform/index.ts'
import { postToWallet } from '../../server/platform/ledger.ts'
import { seedBrands } from '../../server/platform/seed.ts'
import { issueStreamTicket, streamSlotsOf } from '../../server/platform/streams.ts'
import { loadBrands } from '../../shared/brands.ts'

/** The merchant whose members the live benchmark signs in. */
const merchant = 'LUCKY01'

/**
 * A reference platform for the live benchmark (scripts/bench-live.ts): PGlite in memory, every
 * brand seeded, served on loopback (BENCH_PORT, or a free port), with `accounts` members of its own
 * at LUCKY01, each signed in once. Sign-ins through the API would spend most of the run on the
 * slider and password hashing, so the sessions are opened directly, and so are the stream tickets.
 */
export async function startLivePlatform(accounts: number, streamsPerAccount: number) {
  const db = await openDb({})
  const brands = loadBrands().brands
  await seedBrands(db, brands)
  const created = await createPlatform(db, { quiet: true })
  const p = created.platform
  const app = createApp({
    dist: join(import.meta.dirname, '..', '..', 'tests', 'contract', 'fixtures', 'site'),
    platform: created,
  })
  const server = serve({
    fetch: app.fetch,
    port: Number(process.env.BENCH_PORT ?? 0),
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const brand = brands.find((b) => b.merchantCode === merchant)
  if (!brand) throw new Error(`bench:live: no brand has merchant ${merchant}`)

  const ids = (
    await db.query<{ id: string }>(
      `INSERT INTO accounts (merchant, username, password_hash, nickname, type)
       SELECT $1, 'live_bench_' || n, 'not-a-password-hash', 'Bench ' || n, 3
       FROM generate_series(1, $2::int) AS n RETURNING id`,
      [merchant, accounts],
    )
  ).map((row) => Number(row.id))
  await db.query('INSERT INTO wallets (account_id, balance) SELECT unnest($1::bigint[]), 0', [ids])
  const sessions: { accountId: number; token: string }[] = []
  for (const id of ids) sessions.push({ accountId: id, token: await p.accounts.openSession(id) })

  return {
    port,
    /** The Host of the merchant's brand, which the platform tells merchants apart by. */
    host: `${brand.id}.localhost`,
    accounts: ids.length,
    /** Tickets for streams from..to-1; stream i belongs to account i / streamsPerAccount. */
    async tickets(from: number, to: number) {
      const tickets: string[] = []
      for (let i = from; i < to; i += 1) {
        const session = sessions[Math.floor(i / streamsPerAccount)]!
        tickets.push((await issueStreamTicket(p, session, merchant)).ticket)
      }
      return tickets
    },
    openStreams: () => streamSlotsOf(p, 'live').count(),
    /** A ledger row crediting the index-th account, in a transaction of its own, as the platform writes one. */
    credit: (index: number, amount: number) =>
      db.transaction((tx) =>
        postToWallet(tx, ids[index]!, amount, 'reward', `live-bench-${index}-${amount}`),
      ),
    /** The site's status (an event to every stream of the merchant). */
    async setStatus(status: number) {
      await db.query('UPDATE merchants SET system_status = $2 WHERE code = $1', [merchant, status])
    },
    async close() {
      server.close()
      if ('closeAllConnections' in server) server.closeAllConnections()
      await p.events.stop()
      await db.close()
    },
  }
}
