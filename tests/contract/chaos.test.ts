import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { reconcilePayments } from '../../server/platform/finance/payments'
import { cancelStaleRounds } from '../../server/platform/integrations/wallet-api'
import { call } from '../../src/test/any-call'
import { signInAs, startPlatform, type TestPlatform } from './platform'

/**
 * Chaos (issue 43): the outside services die in the middle of their work, as processes do, and the
 * money still adds up. The demo game provider and the demo PSP each run as a process of their own
 * (server/provider/main.ts, server/psp/main.ts) and are killed (SIGKILL: no goodbye) while players
 * spin and pay; a new one takes over. Afterwards every wallet equals the sum of its ledger, nothing
 * moved money twice, and once the platform's jobs have run, no round is open and every deposit
 * order is paid (credited once), failed or expired.
 */

const root = join(import.meta.dirname, '..', '..')

/** A free port on 127.0.0.1. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/** Starts a service's standalone entry as its own process; resolves once it says it listens. */
async function startProcess(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${entry} did not start: ${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/ on http:\/\//.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${entry} exited (${code}): ${output}`))
    })
  })
  return child
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: TestPlatform
const children: ChildProcess[] = []
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(async () => {
  await Promise.all(children.map(kill))
  await server.close()
})

/** Wallets that differ from the sum of their ledger rows (none, or money was made or lost). */
const unbalancedWallets = () =>
  server.db.query(
    `SELECT w.account_id FROM wallets w LEFT JOIN ledger l ON l.account_id = w.account_id
     GROUP BY w.account_id, w.balance HAVING w.balance <> coalesce(sum(l.amount), 0)`,
  )

/** Ledger references that moved money twice for one kind (none: every call counted once). */
const movedTwice = () =>
  server.db.query(
    `SELECT reference, kind FROM ledger WHERE kind IN ('bet', 'win', 'refund', 'deposit') AND reference NOT LIKE 'seed%'
     GROUP BY reference, kind HAVING count(*) > 1`,
  )

describe('the game provider dies mid-round', () => {
  it('leaves every wallet equal to its ledger, and every round settled or refunded', async () => {
    const secret = randomBytes(32).toString('hex')
    const port = await freePort()
    const providerUrl = `http://127.0.0.1:${port}`
    const startProvider = async () => {
      const child = await startProcess('server/provider/main.ts', {
        PORT: String(port),
        PLATFORM_URL: server.origin,
        PROVIDER_SECRET: secret,
      })
      children.push(child)
      return child
    }
    // The platform talks to the process, not to the provider started beside it.
    server.platform.integrations.gameProviders.demo = { url: providerUrl, secret }
    let provider = await startProvider()

    /** Players on every brand, each with a launched game: the provider's session id. */
    const launchAll = async () => {
      const sessions: string[] = []
      for (const merchant of ['LUCKY01', 'JADE_PH', 'NOVA88']) {
        await signInAs(server, 'demo_member', merchant)
        const { url } = await call('play.launch', {
          vendor: 'PG',
          gameCode: 'PG-FORTUNE-OX',
          gameType: 'RNG',
        })
        sessions.push(new URL(url).searchParams.get('session')!)
      }
      return sessions
    }
    const spin = (session: string) =>
      fetch(`${providerUrl}/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, stake: 100 }),
      })
        .then((response) => response.status)
        .catch(() => 'dropped' as const)

    const outcomes: (number | 'dropped')[] = []
    for (let life = 0; life < 3; life += 1) {
      const sessions = await launchAll()
      // Spins keep coming from every player until the provider is killed under them.
      let isAlive = true
      const players = sessions.map(async (session) => {
        while (isAlive) outcomes.push(await spin(session))
      })
      await pause(400 + life * 300)
      await kill(provider)
      isAlive = false
      await Promise.all(players)
      provider = await startProvider()
    }
    const played = outcomes.filter((status) => status === 200).length
    const dropped = outcomes.filter((status) => status === 'dropped').length
    expect(played, 'rounds played before the kills').toBeGreaterThan(0)
    expect(dropped, 'spins cut by a kill').toBeGreaterThan(0)

    // Whatever the kills cut, money was neither made nor lost, nor moved twice.
    expect(await unbalancedWallets()).toEqual([])
    expect(await movedTwice()).toEqual([])

    // A round the dead provider left open is cancelled by the platform's job (here without the
    // hour's wait), its stake refunded; then no round is open.
    const cancelled = await cancelStaleRounds(server.platform, 0)
    const open = await server.db.query(`SELECT id FROM bets WHERE status = 'open'`)
    expect(open).toEqual([])
    expect(await unbalancedWallets()).toEqual([])
    expect(await movedTwice()).toEqual([])
    console.log(
      `chaos (game provider): ${outcomes.length} spins, ${played} played, ${dropped} cut by 3 kills, ${cancelled} open rounds refunded`,
    )
  }, 120_000)
})

describe('the PSP dies mid-payment', () => {
  it('ends every order paid once, failed or expired after reconciliation, and keeps every wallet equal to its ledger', async () => {
    const secret = randomBytes(32).toString('hex')
    const port = await freePort()
    const pspUrl = `http://127.0.0.1:${port}`
    // The PSP keeps its books on disk, as a PSP does: a new process knows what was paid.
    const stateDir = mkdtempSync(join(tmpdir(), 'psp-'))
    onTestFinished(() => rmSync(stateDir, { recursive: true, force: true }))
    const stateFile = join(stateDir, 'books.json')
    const startPsp = async () => {
      const child = await startProcess('server/psp/main.ts', {
        PORT: String(port),
        PLATFORM_URL: server.origin,
        PSP_SECRET: secret,
        PSP_STATE_FILE: stateFile,
      })
      children.push(child)
      return child
    }
    server.platform.integrations.paymentProviders.demo = { url: pspUrl, secret }
    let psp = await startPsp()

    // Orders on every brand; two of every three will be paid.
    const orders: { orderId: string; payUrl: string; amount: number; pay: boolean }[] = []
    for (const merchant of ['LUCKY01', 'JADE_PH', 'NOVA88']) {
      await signInAs(server, 'demo_member', merchant)
      const { list } = await call('finance.channels')
      for (let i = 0; i < 3; i += 1) {
        const amount = list[0]!.minAmount * (i + 2)
        const order = await call('finance.deposit', { channelId: list[0]!.id, amount })
        orders.push({ ...order, amount, pay: i < 2 })
      }
    }
    const before = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger WHERE kind = 'deposit'`,
    )
    const pay = (url: string) =>
      fetch(`${url}/pay`, { method: 'POST' })
        .then((response) => response.status)
        .catch(() => 'dropped' as const)

    // Payers press Pay all at once; the PSP is killed under them.
    const paying = orders.filter((order) => order.pay).map((order) => pay(order.payUrl))
    // Killed as the first payer hears back: the others are somewhere on their way.
    await Promise.race(paying)
    await kill(psp)
    const first = await Promise.all(paying)
    // Reconciliation while the PSP is dead settles nothing: an order is paid only if the PSP's
    // webhook arrived before the kill (the payer may not have seen the answer), else pending.
    await server.platform.clock.advance(6 * 60_000)
    await reconcilePayments(server.platform)
    const meanwhile = await server.db.query<{ status: string }>(
      `SELECT status FROM deposit_orders WHERE id = ANY($1)`,
      [orders.map((order) => order.orderId)],
    )
    expect(new Set(meanwhile.map((row) => row.status))).toEqual(
      new Set(meanwhile.some((row) => row.status === 'paid') ? ['pending', 'paid'] : ['pending']),
    )

    // A new PSP process; a payer whose page failed presses Pay again (one already paid is told so).
    psp = await startPsp()
    for (const order of orders.filter((o) => o.pay))
      expect([200, 409]).toContain(await pay(order.payUrl))
    await reconcilePayments(server.platform)
    // Past their expiry, the unpaid ones expire.
    await server.platform.clock.advance(31 * 60_000)
    await reconcilePayments(server.platform)

    const states = await server.db.query<{ id: string; status: string }>(
      `SELECT id, status FROM deposit_orders WHERE id = ANY($1)`,
      [orders.map((order) => order.orderId)],
    )
    const statusOf = new Map(states.map((row) => [String(row.id), row.status]))
    for (const order of orders)
      expect(statusOf.get(order.orderId), order.orderId).toBe(order.pay ? 'paid' : 'expired')
    const after = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ledger WHERE kind = 'deposit'`,
    )
    const paid = orders.filter((order) => order.pay).length
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(paid)
    expect(await unbalancedWallets()).toEqual([])
    expect(await movedTwice()).toEqual([])
    console.log(
      `chaos (PSP): ${orders.length} orders, ${paid} paid (${first.filter((s) => s === 200).length} before the kill, ${first.filter((s) => s === 'dropped').length} cut), ${orders.length - paid} expired, 1 kill`,
    )
  }, 120_000)
})
