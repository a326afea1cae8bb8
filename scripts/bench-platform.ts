/**
 * npm run bench:platform: requests per second and p99 latency of balance, the game list and login
 * against the reference platform on loopback (autocannon), written to bench/results/platform.json.
 * The platform runs in this process on an in-memory database seeded with every brand.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app.ts'
import { openDb } from '../server/platform/db.ts'
import { createPlatform } from '../server/platform/index.ts'
import { seedBrands } from '../server/platform/seed.ts'
import { seal } from '../src/api/seal.ts'
import { loadBrands } from '../shared/brands.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const db = await openDb({ url: process.env.DATABASE_URL })
await seedBrands(db, loadBrands().brands)
const platform = await createPlatform(db, { quiet: true })
const app = createApp({
  dist: join(import.meta.dirname, '..', 'tests', 'contract', 'fixtures', 'site'),
  platform,
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const address = server.address()
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
const headers = { 'content-type': 'application/json', merchant: 'LUCKY01' }

async function login(): Promise<string> {
  const { sliderId, x } = await platform.platform.captchas.slider('LUCKY01')
  const key = (await (await fetch(`${base}/auth/public-key`)).json()) as {
    value: { keyId: string; publicKey: string }
  }
  const body = JSON.stringify(
    await seal(
      { username: 'demo_member', password: 'Demo1234', type: 'username', sliderId, sliderX: x },
      key.value,
    ),
  )
  const answer = (await (
    await fetch(`${base}/auth/login`, { method: 'POST', headers, body })
  ).json()) as { value: { token: string } }
  return answer.value.token
}

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: seconds, ...options })
  const figures = {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
  console.log(
    `${name}: ${figures.rps} req/s, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
  )
  return figures
}

const token = await login()
const results: Record<string, { rps: number; p99Ms: number }> = {}
const balance = await run('balance', {
  url: `${base}/wps/v2/wallets/balance`,
  headers: { ...headers, authorization: `Bearer ${token}` },
})
const balanceAt1000 = await run('balance at 1,000 req/s', {
  url: `${base}/wps/v2/wallets/balance`,
  headers: { ...headers, authorization: `Bearer ${token}` },
  overallRate: 1000,
})
results.balance = { rps: balance.rps, p99Ms: balance.p99Ms }
results.balanceAt1000 = { rps: balanceAt1000.rps, p99Ms: balanceAt1000.p99Ms }
// The game list: the RNG list page by page (10,000 games, 14 a page) and a name search in one vendor.
let page = 0
const gameList = await run('game list', {
  url: `${base}/game/list`,
  headers,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/game/list?clientType=3&gameType=RNG&pageSize=14&pageNo=${(page++ % 700) + 1}`,
      }),
    },
  ],
})
results.gameList = { rps: gameList.rps, p99Ms: gameList.p99Ms }
const gameSearch = await run('game list search', {
  url: `${base}/game/list?clientType=3&gameType=RNG&vassalage=PG&gameName=dragon&minBet=50&pageSize=14`,
  headers,
})
results.gameListSearch = { rps: gameSearch.rps, p99Ms: gameSearch.p99Ms }
// Each login needs its own sealed payload (a replay is refused) and its own slider answer.
const key = (await (await fetch(`${base}/auth/public-key`)).json()) as {
  value: { keyId: string; publicKey: string }
}
const loginBodies = await Promise.all(
  Array.from({ length: 200 }, async () => {
    const { sliderId, x } = await platform.platform.captchas.slider('LUCKY01')
    return JSON.stringify(
      await seal(
        { username: 'demo_agent', password: 'Demo1234', type: 'username', sliderId, sliderX: x },
        key.value,
      ),
    )
  }),
)
let next = 0
const loginFigures = await run('login', {
  url: `${base}/auth/login`,
  method: 'POST',
  headers,
  amount: loginBodies.length,
  requests: [
    {
      setupRequest: (request) => ({ ...request, body: loginBodies[next++ % loginBodies.length]! }),
    },
  ],
})
results.login = { rps: loginFigures.rps, p99Ms: loginFigures.p99Ms }
server.close()
await db.close()
const out = join(process.cwd(), 'bench', 'results')
mkdirSync(out, { recursive: true })
writeFileSync(join(out, 'platform.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log('bench:platform: wrote bench/results/platform.json')
