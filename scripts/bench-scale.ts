/**
 * npm run bench:scale [-- --scale=0.05] [--calls=200] [--keep] [--reuse]: an operator's volume.
 * Creates a database of its own on the PostgreSQL server of DATABASE_URL (default: the local one),
 * applies the migrations and seeds the brands as the platform does, then seeds LUCKY01 at volume
 * (scripts/lib/scale-seed.ts: at --scale=1, 100,000 accounts, 2 million bets, 5 million ledger
 * rows, an agent with a 10,000-member team three levels deep). It serves the platform in this
 * process and times the portal's report calls through the HTTP catalogue, one after another, for
 * the member with many rows and for the agent of the big team; then it runs the SQL behind each
 * call (recorded on its way to the database) under EXPLAIN (ANALYZE, BUFFERS) and fails when one
 * reads a big table sequentially. Writes bench/results/scale.json and the Scale section of
 * bench/report.md. The database is dropped at the end unless --keep; --reuse measures a kept one
 * again without seeding it (the migrations still apply: a new index is measured so). --baseline
 * writes bench/results/scale-baseline.json instead (figures before a change, for the report's
 * "before" column) and leaves the report alone.
 */
import './lib/bench-log-level.ts'
import { serve } from '@hono/node-server'
import { DateTime } from 'luxon'
import { join } from 'node:path'
import pg from 'pg'
import { createApp } from '../server/app.ts'
import { openDb } from '../server/platform/db.ts'
import { createPlatform } from '../server/platform/index.ts'
import { noIntegrations } from '../server/platform/integrations/index.ts'
import { seedBrands } from '../server/platform/seed.ts'
import { loadBrands } from '../shared/brands.ts'
import { call } from '../src/test/any-call.ts'
import type { CallId, CallInput } from '../src/api/types.gen.ts'
import { useTransport } from '../tests/contract/platform.ts'
import { writeResults } from './lib/bench-results.ts'
import { explainAll, recordingDb, type PlanSummary } from './lib/scale-plans.ts'
import { writeScaleSection, type ScaleResults } from './lib/scale-report.ts'
import {
  scaleAgent,
  scaleHeavy,
  scalePassword,
  seedVolume,
  volumeAt,
  type Volume,
} from './lib/scale-seed.ts'

const merchant = 'LUCKY01'
const goalP95Ms = 50

function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length)
}
const flag = (name: string) => process.argv.includes(`--${name}`)

const scale = Number(option('scale') ?? 1)
const calls = Number(option('calls') ?? 200)
if (!(scale > 0 && scale <= 1) || !(Number.isInteger(calls) && calls > 0)) {
  console.error('bench:scale: --scale is in (0, 1] and --calls a whole number above 0')
  process.exit(2)
}
const admin = process.env.DATABASE_URL ?? 'postgres://postgres:portal@127.0.0.1:5432/postgres'
const databaseName = option('database') ?? 'portal_scale'
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseName)) {
  console.error('bench:scale: --database is a lower-case SQL name')
  process.exit(2)
}
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${databaseName}` }).toString()

async function onAdmin<T>(fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Opens the benchmark's database: created and seeded, or (--reuse) a kept one as it is. */
async function prepare(volume: Volume) {
  const exists = await onAdmin(
    async (c) =>
      (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName])).rowCount,
  )
  if (flag('reuse') && exists) {
    const db = await openDb({ url: databaseUrl })
    const [seeded] = await db.query('SELECT 1 FROM accounts WHERE username = $1', [scaleAgent])
    // A migration applied on opening may have filled a table: what autovacuum would do (below).
    if (seeded) {
      await db.query('VACUUM ANALYZE')
      return { db, seedSeconds: null }
    }
    await db.close()
  }
  await onAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${databaseName}`)
  })
  const started = performance.now()
  const db = await openDb({ url: databaseUrl })
  await seedBrands(db, loadBrands().brands)
  const brandsAt = performance.now()
  await seedVolume(db, merchant, volume)
  const volumeAtMs = performance.now()
  // What autovacuum does to a table that has grown: statistics for the planner and the visibility
  // map for index-only scans. Done now rather than whenever the daemon comes round.
  await db.query('VACUUM ANALYZE')
  const seedSeconds = {
    brands: round1((brandsAt - started) / 1000),
    volume: round1((volumeAtMs - brandsAt) / 1000),
    vacuumAnalyze: round1((performance.now() - volumeAtMs) / 1000),
  }
  console.log(
    `seeded in ${round1((performance.now() - started) / 1000)} s (brands ${seedSeconds.brands} s, volume ${seedSeconds.volume} s, VACUUM ANALYZE ${seedSeconds.vacuumAnalyze} s)`,
  )
  return { db, seedSeconds }
}

const round1 = (n: number) => Math.round(n * 10) / 10

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

interface Case<K extends CallId = CallId> {
  name: string
  who: 'member' | 'agent'
  call: K
  /** The input of the i-th call: pages and prefixes vary, so that the calls are not one query. */
  input: (i: number) => CallInput<K>
}
const defineCase = <K extends CallId>(c: Case<K>) => c as unknown as Case

const today = DateTime.utc()
const range = {
  startDate: today.minus({ days: 29 }).toISODate(),
  endDate: today.toISODate(),
}
const page = (i: number) => 1 + (i % 5)

const cases: Case[] = [
  defineCase({ name: 'balance', who: 'member', call: 'wallet.balance', input: () => ({}) }),
  defineCase({
    name: 'betting records (30 days, paged)',
    who: 'member',
    call: 'play.bets',
    input: (i) => ({ ...range, pageNo: page(i) }),
  }),
  defineCase({
    name: 'account records (30 days, paged)',
    who: 'member',
    call: 'wallet.records',
    input: (i) => ({ ...range, pageNo: page(i) }),
  }),
  defineCase({
    name: 'account records (all, paged)',
    who: 'member',
    call: 'wallet.records',
    input: (i) => ({ pageNo: page(i) }),
  }),
  defineCase({ name: 'balance', who: 'agent', call: 'wallet.balance', input: () => ({}) }),
  defineCase({
    name: 'team list',
    who: 'agent',
    call: 'agent.downline',
    input: (i) => ({ pageNo: 1 + (i % 3) }),
  }),
  defineCase({
    name: 'team search (username prefix)',
    who: 'agent',
    call: 'agent.downline',
    input: (i) => ({ username: `team0000${i % 10}` }),
  }),
  defineCase({
    name: 'team betting (30 days, paged)',
    who: 'agent',
    call: 'agent.teamBets',
    input: (i) => ({ ...range, pageNo: page(i) }),
  }),
  defineCase({
    name: 'profit and loss (30 days, paged)',
    who: 'agent',
    call: 'agent.profitLoss',
    input: (i) => ({ ...range, pageNo: page(i) }),
  }),
  defineCase({
    name: 'income (30 days)',
    who: 'agent',
    call: 'agent.revenue',
    input: () => range,
  }),
  defineCase({
    name: 'game list (filtered)',
    who: 'member',
    call: 'games.list',
    input: (i) => ({
      gameType: 'RNG',
      vassalage: ['PG', 'JILI', 'PP'][i % 3],
      gameName: ['a', 'fortune', 'o'][i % 3],
      pageNo: page(i),
    }),
  }),
]

interface Measured {
  name: string
  who: 'member' | 'agent'
  call: string
  p50Ms: number
  p95Ms: number
  maxMs: number
  plan: PlanSummary
}

async function main() {
  const volume = volumeAt(scale)
  const { db, seedSeconds } = await prepare(volume)
  const counts = (
    await db.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM bets) AS bets,
        (SELECT count(*) FROM ledger) AS ledger`,
    )
  )[0]!
  const recorder = recordingDb(db)
  const integrations = noIntegrations()
  const platform = await createPlatform(recorder.db, { quiet: true, integrations })
  const app = createApp({
    dist: join(import.meta.dirname, '..', 'tests', 'contract', 'fixtures', 'site'),
    platform,
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
  const transport = useTransport(base, merchant)
  const signIn = async (username: string) => {
    const { sliderId, x } = await platform.platform.captchas.slider(merchant)
    transport.token = null
    return (
      await call('auth.login', {
        username,
        password: scalePassword,
        type: 'username',
        sliderId,
        sliderX: x,
      })
    ).token
  }
  const tokens = { member: await signIn(scaleHeavy), agent: await signIn(scaleAgent) }

  const measured: Measured[] = []
  try {
    for (const c of cases) {
      transport.token = tokens[c.who]
      for (let i = 0; i < 5; i += 1) await call(c.call, c.input(i) as never)
      const times: number[] = []
      for (let i = 0; i < calls; i += 1) {
        const input = c.input(i)
        const t = performance.now()
        await call(c.call, input as never)
        times.push(performance.now() - t)
      }
      recorder.start()
      await call(c.call, c.input(0) as never)
      const plan = await explainAll(db, recorder.stop())
      times.sort((a, b) => a - b)
      const row: Measured = {
        name: c.name,
        who: c.who,
        call: c.call,
        p50Ms: round1(percentile(times, 50)),
        p95Ms: round1(percentile(times, 95)),
        maxMs: round1(times.at(-1)!),
        plan,
      }
      measured.push(row)
      console.log(
        `${row.who} ${row.name}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, max ${row.maxMs} ms; ${plan.statements} statements, ${plan.rowsScanned} rows scanned${plan.seqScans.length ? `; SEQ SCAN ${plan.seqScans.join(', ')}` : ''}`,
      )
    }
  } finally {
    server.close()
    await platform.platform.events.stop()
    await db.close()
    if (!flag('keep'))
      await onAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
  }

  const results: ScaleResults = {
    at: new Date().toISOString(),
    scale,
    callsEach: calls,
    goalP95Ms,
    volume,
    rows: {
      accounts: Number(counts.accounts),
      bets: Number(counts.bets),
      ledger: Number(counts.ledger),
    },
    seedSeconds,
    calls: measured,
  }
  if (flag('baseline')) writeResults('scale-baseline', results)
  else {
    writeResults('scale', results)
    writeScaleSection(results)
  }
  const slow = measured.filter((m) => m.p95Ms > goalP95Ms)
  const sequential = measured.filter((m) => m.plan.seqScans.length)
  if (slow.length) console.log(`over ${goalP95Ms} ms at p95: ${slow.map((m) => m.name).join(', ')}`)
  if (sequential.length) {
    console.error(
      `sequential scans of a big table: ${sequential.map((m) => `${m.name} (${m.plan.seqScans.join(', ')})`).join('; ')}`,
    )
    process.exitCode = 1
  }
}

await main()
