/**
 * npm run bench:live: what the live stream (GET /api/live/stream) costs at many open streams. A
 * reference platform runs in this process (PGlite in memory, every brand seeded); a child process
 * opens LIVE_BENCH_STREAMS streams (5,000 by default) for LIVE_BENCH_STREAMS / 5 accounts (five
 * each, the per-account cap) over loopback, from 127.0.0.x addresses (fifty each, the per-address
 * cap). This process's memory is taken before and after they open; then LIVE_BENCH_WRITES ledger
 * rows (postToWallet in a transaction, LIVE_BENCH_GAP_MS apart) and two maintenance switches (to
 * every stream) are committed, and the child notes when each event reaches each of its streams.
 * Figures: bench/results/live.json and the "Live events" section of bench/report.md.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { cpus } from 'node:os'
import type { LiveFigures } from './lib/live-report.ts'

/** Wall-clock milliseconds with a fraction, comparable between the two processes. */
const now = () => performance.timeOrigin + performance.now()

/** A stream for the child to open: its ticket and the loopback address to open it from. */
interface StreamOrder {
  ticket: string
  address: string
}

type ToChild =
  { type: 'open'; port: number; host: string; streams: StreamOrder[] } | { type: 'collect' }
type FromChild =
  | { type: 'opened'; failed: string[] }
  | { type: 'arrivals'; wallet: Record<string, number[]>; maintenance: Record<string, number[]> }

/** The child: opens the streams it is sent and notes when each wallet or maintenance event arrives. */
function runClient() {
  const wallet: Record<string, number[]> = {}
  const maintenance: Record<string, number[]> = {}
  const note = (into: Record<string, number[]>, key: string, at: number) =>
    (into[key] ??= []).push(at)
  const reply = (message: FromChild) => process.send!(message)

  const open = (port: number, host: string, { ticket, address }: StreamOrder) =>
    new Promise<string | null>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        localAddress: address,
        path: `/api/live/stream?ticket=${ticket}`,
        headers: { host: `${host}:${port}` },
        agent: false,
      })
      req.on('error', (error) => resolve(error.message))
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          return resolve(`HTTP ${res.statusCode}`)
        }
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk: string) => {
          const at = now()
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (event === 'ready') resolve(null)
            else if (event === 'wallet' && data)
              note(wallet, String((JSON.parse(data) as { amount: number }).amount), at)
            else if (event === 'maintenance' && data)
              note(maintenance, String((JSON.parse(data) as { status: number }).status), at)
          }
        })
      })
      req.end()
    })

  process.on('message', (message: ToChild) => {
    if (message.type === 'collect') {
      reply({ type: 'arrivals', wallet, maintenance })
      return
    }
    void Promise.all(message.streams.map((order) => open(message.port, message.host, order))).then(
      (results) => reply({ type: 'opened', failed: results.filter((r): r is string => !!r) }),
    )
  })
}

/** The next message of a kind from the child. */
function fromChild<K extends FromChild['type']>(child: ChildProcess, type: K) {
  return new Promise<Extract<FromChild, { type: K }>>((resolve) => {
    const listener = (message: FromChild) => {
      if (message.type !== type) return
      child.off('message', listener)
      resolve(message as Extract<FromChild, { type: K }>)
    }
    child.on('message', listener)
  })
}

/** The value at a quantile of sorted numbers (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN

const round1 = (n: number) => Math.round(n * 10) / 10
const mb = (bytes: number) => round1(bytes / 2 ** 20)

/** The process's memory after a full collection (with --expose-gc), in MB. */
function memory() {
  globalThis.gc?.()
  globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  return { rssMB: mb(rss), heapMB: mb(heapUsed) }
}

/** Delivery delays in ms: p50, p99 and the longest, over every (event, stream) pair. */
function delays(commits: Map<string, number>, arrivals: Record<string, number[]>) {
  const all: number[] = []
  for (const [key, committed] of commits)
    for (const at of arrivals[key] ?? []) all.push(at - committed)
  all.sort((a, b) => a - b)
  return {
    deliveries: all.length,
    p50Ms: round1(quantile(all, 0.5)),
    p99Ms: round1(quantile(all, 0.99)),
    maxMs: round1(all.at(-1) ?? NaN),
  }
}

async function runBench() {
  const streams = Number(process.env.LIVE_BENCH_STREAMS ?? 5_000)
  const writes = Number(process.env.LIVE_BENCH_WRITES ?? 500)
  const gapMs = Number(process.env.LIVE_BENCH_GAP_MS ?? 20)
  const perAccount = 5
  const perAddress = 50
  // Read when the platform's modules load: a process serves this many live streams at most.
  process.env.LIVE_STREAMS_PER_PROCESS = String(
    Math.max(streams + 100, Number(process.env.LIVE_STREAMS_PER_PROCESS) || 0),
  )
  const { startLivePlatform } = await import('./lib/live-bench-platform.ts')
  const { writeLiveSection } = await import('./lib/live-report.ts')
  const { writeResults } = await import('./lib/bench-results.ts')
  const started = now()
  const platform = await startLivePlatform(Math.ceil(streams / perAccount), perAccount)
  const child = fork(import.meta.filename, ['client'], { execArgv: ['--import', 'tsx'] })
  try {
    const before = memory()
    const openStarted = now()
    const failed: string[] = []
    for (let from = 0; from < streams; from += 500) {
      const batch = await platform.tickets(from, Math.min(streams, from + 500))
      const orders = batch.map((ticket, i) => {
        const slot = Math.floor((from + i) / perAddress)
        return { ticket, address: `127.0.${1 + Math.floor(slot / 250)}.${1 + (slot % 250)}` }
      })
      const opened = fromChild(child, 'opened')
      child.send({ type: 'open', port: platform.port, host: platform.host, streams: orders })
      failed.push(...(await opened).failed)
    }
    const openSeconds = round1((now() - openStarted) / 1000)
    const open = platform.openStreams()
    const after = memory()
    console.log(`${open} streams open in ${openSeconds} s (${failed.length} refused)`)
    if (failed.length) console.log(`refusals: ${[...new Set(failed)].join(', ')}`)

    const walletCommits = new Map<string, number>()
    let expected = 0
    for (let i = 0; i < writes; i += 1) {
      const amount = i + 1
      const account = i % platform.accounts
      expected += Math.min(perAccount, streams - account * perAccount)
      await platform.credit(account, amount)
      walletCommits.set(String(amount), now())
      await new Promise((resolve) => setTimeout(resolve, gapMs))
    }
    const broadcastCommits = new Map<string, number>()
    for (const status of [1, 0]) {
      await platform.setStatus(status)
      broadcastCommits.set(String(status), now())
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const arrivals = fromChild(child, 'arrivals')
    child.send({ type: 'collect' })
    const { wallet, maintenance } = await arrivals
    const results: LiveFigures = {
      date: new Date().toISOString(),
      machine: `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
      streams: open,
      refused: failed.length,
      accounts: platform.accounts,
      openSeconds,
      memoryBefore: before,
      memoryAfter: after,
      perStreamKB: round1(((after.rssMB - before.rssMB) * 1024) / Math.max(1, open)),
      perStreamHeapKB: round1(((after.heapMB - before.heapMB) * 1024) / Math.max(1, open)),
      wallet: { writes, gapMs, expected, ...delays(walletCommits, wallet) },
      broadcast: { expected: 2 * open, ...delays(broadcastCommits, maintenance) },
      seconds: round1((now() - started) / 1000),
    }
    printTable(results)
    writeResults('live', results)
    writeLiveSection(results)
  } finally {
    child.kill()
    // The streams end as their sockets close; the database closes after them.
    const deadline = Date.now() + 10_000
    while (platform.openStreams() > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await platform.close()
  }
}

/** The figures as the terminal shows them. */
function printTable(r: LiveFigures) {
  console.table({
    'streams open': { value: r.streams },
    'time to open them (s)': { value: r.openSeconds },
    'RSS before / after (MB)': { value: `${r.memoryBefore.rssMB} / ${r.memoryAfter.rssMB}` },
    'heap before / after (MB)': { value: `${r.memoryBefore.heapMB} / ${r.memoryAfter.heapMB}` },
    'RSS per stream (KB)': { value: r.perStreamKB },
    'wallet event: delivered / expected': {
      value: `${r.wallet.deliveries} / ${r.wallet.expected}`,
    },
    'wallet event: commit to client p50 / p99 / max (ms)': {
      value: `${r.wallet.p50Ms} / ${r.wallet.p99Ms} / ${r.wallet.maxMs}`,
    },
    'maintenance (every stream): delivered / expected': {
      value: `${r.broadcast.deliveries} / ${r.broadcast.expected}`,
    },
    'maintenance: commit to client p50 / p99 / max (ms)': {
      value: `${r.broadcast.p50Ms} / ${r.broadcast.p99Ms} / ${r.broadcast.maxMs}`,
    },
  })
}

if (process.argv[2] === 'client') runClient()
else await runBench()
