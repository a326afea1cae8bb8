/**
 * npm run bench: builds, runs every benchmark one after another (each starts and stops its own
 * server), then writes bench/report.md. A benchmark that misses a budget or fails does not stop
 * the others; the report says what was not measured.
 */
import { spawnSync } from 'node:child_process'
import { round1 } from './lib/bench-server.ts'
import { writeResults } from './lib/bench-results.ts'

const steps: [string, string[]][] = [
  ['build', ['run', 'build']],
  ['bench:size', ['run', 'bench:size']],
  ['lighthouse', ['run', 'lighthouse']],
  // The operator console's first visit and Lighthouse (reported, no goal yet).
  ['bench:console', ['run', 'bench:console']],
  // The game list on the default brand: the same code and the same seeded catalogue on every brand,
  // and scrolling through 10,000 games takes minutes (npm run bench:games -- --all-brands for all).
  ['bench:games', ['run', 'bench:games']],
  ['bench:build', ['run', 'bench:build']],
  ['bench:platform', ['run', 'bench:platform']],
  ['bench:live', ['run', 'bench:live']],
  // Not npm run bench:scale: it seeds an operator's volume into PostgreSQL for minutes; it runs on
  // its own, and the report keeps its last figures.
]
const durations: Record<string, number> = {}
const failed: string[] = []
const started = performance.now()
for (const [name, args] of steps) {
  console.log(`\n== ${name}`)
  const t = performance.now()
  const run = spawnSync('npm', args, { stdio: 'inherit' })
  durations[name] = round1((performance.now() - t) / 1000)
  if (run.status !== 0) {
    failed.push(name)
    if (name === 'build') break
  }
}
durations.total = round1((performance.now() - started) / 1000)
writeResults('durations', durations)
spawnSync('npx', ['tsx', 'scripts/bench-report.ts'], { stdio: 'inherit' })
console.log(
  `bench: ${durations.total} s${failed.length ? `; missed or failed: ${failed.join(', ')}` : ''}`,
)
