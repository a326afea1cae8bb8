import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Commit-to-client delays of one kind of event, over every (event, stream) pair. */
interface Delivery {
  expected: number
  deliveries: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

/** What npm run bench:live measures (bench/results/live.json). */
export interface LiveFigures {
  date: string
  machine: string
  streams: number
  refused: number
  accounts: number
  openSeconds: number
  memoryBefore: { rssMB: number; heapMB: number }
  memoryAfter: { rssMB: number; heapMB: number }
  perStreamKB: number
  perStreamHeapKB: number
  wallet: Delivery & { writes: number; gapMs: number }
  broadcast: Delivery
  seconds: number
}

const heading = '## Live events'
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const thousands = (n: number) => n.toLocaleString('en-US')
const spread = (d: Delivery) => `${d.p50Ms} / ${d.p99Ms} / ${d.maxMs} ms`

/** The "Live events" section of bench/report.md. */
export function liveSection(r: LiveFigures): string[] {
  return [
    `${heading} (loopback, PGlite in memory, one platform process)`,
    '',
    `\`npm run bench:live\` on ${r.date.slice(0, 16).replace('T', ' ')} UTC, ${r.machine}; the` +
      ` run took ${r.seconds} s. A child process opened ${thousands(r.streams)} streams for` +
      ` ${thousands(r.accounts)} accounts (five each, the per-account cap) from 127.0.0.x addresses` +
      ' (fifty each, the per-address cap); the memory is the platform process alone, after a full' +
      ' collection (its RSS moves with the allocator from run to run; the heap is steadier).' +
      ` Then ${r.wallet.writes} ledger rows were committed ${r.wallet.gapMs} ms apart,` +
      ' each to one account (its five streams), and the site status switched twice (every stream).' +
      ' A delay runs from the commit returning in the platform to the event read by the client.' +
      ' `LIVE_BENCH_STREAMS`, `LIVE_BENCH_WRITES` and `LIVE_BENCH_GAP_MS` change the load.',
    '',
    row(['figure', 'value']),
    row(['---', '---:']),
    row(['streams open (refused)', `${thousands(r.streams)} (${r.refused})`]),
    row(['time to issue the tickets and open every stream', `${r.openSeconds} s`]),
    row([
      'platform RSS before / after the streams open',
      `${r.memoryBefore.rssMB} / ${r.memoryAfter.rssMB} MB`,
    ]),
    row([
      'platform JS heap before / after',
      `${r.memoryBefore.heapMB} / ${r.memoryAfter.heapMB} MB`,
    ]),
    row(['per open stream: RSS / heap', `${r.perStreamKB} / ${r.perStreamHeapKB} KB`]),
    row([
      'wallet event to its account’s streams: delivered / expected',
      `${thousands(r.wallet.deliveries)} / ${thousands(r.wallet.expected)}`,
    ]),
    row(['  commit to client p50 / p99 / max', spread(r.wallet)]),
    row([
      'maintenance to every stream: delivered / expected',
      `${thousands(r.broadcast.deliveries)} / ${thousands(r.broadcast.expected)}`,
    ]),
    row(['  commit to client p50 / p99 / max', spread(r.broadcast)]),
    '',
  ]
}

/**
 * Puts the section into bench/report.md in place of the one there, or before "How long each
 * benchmark took" (npm run bench writes the whole report again from bench/results/ later).
 */
export function writeLiveSection(r: LiveFigures) {
  const file = join(process.cwd(), 'bench', 'report.md')
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8').split('\n')
    : ['# Benchmark report', '']
  const start = lines.findIndex((line) => line.startsWith(heading))
  const section = liveSection(r)
  if (start >= 0) {
    const next = lines.findIndex((line, i) => i > start && line.startsWith('## '))
    lines.splice(start, (next < 0 ? lines.length : next) - start, ...section)
  } else {
    const durations = lines.findIndex((line) => line.startsWith('## How long'))
    lines.splice(durations < 0 ? lines.length : durations, 0, ...section)
  }
  writeFileSync(file, lines.join('\n'))
  console.log('wrote the Live events section of bench/report.md')
}
