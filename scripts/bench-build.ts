/**
 * npm run bench:build: how long `npm run build` takes for the shipped brands and for 100 brands
 * generated into a temporary folder (BRANDS_DIR), each built into its own temporary DIST_DIR so
 * dist/ is left alone. Runs alternate between the two (BENCH_BUILD_RUNS each, 2 by default) and
 * the fastest run of each counts, the least disturbed by other work on the machine. Writes
 * bench/results/build.json with the ratio, whose goal is ≤ 1.1: a brand costs a shell, not a build.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brandsDir, listBrandIds } from '../shared/brands.ts'
import { writeResults } from './lib/bench-results.ts'
import { round1 } from './lib/bench-server.ts'
import { timedGoals } from './lib/budgets.ts'
import { generateBrands } from './lib/generate-brands.ts'

const runs = Number(process.env.BENCH_BUILD_RUNS ?? 2)
const generatedCount = 100
const work = mkdtempSync(join(tmpdir(), 'portal-bench-build-'))

/** One `npm run build` (prebuild included) with the brands of `brands`; seconds. */
function build(brands: string, label: string): number {
  const dist = mkdtempSync(join(work, 'dist-'))
  const started = performance.now()
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, BRANDS_DIR: brands, DIST_DIR: dist },
    encoding: 'utf8',
  })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr)
    throw new Error(`bench:build: the build of ${label} failed`)
  }
  const shells = readdirSync(join(dist, 'brands')).filter((f) => !f.endsWith('.json')).length
  rmSync(dist, { recursive: true, force: true })
  console.log(`${label}: ${shells} shells in ${round1(seconds)} s`)
  return seconds
}

try {
  const shippedDir = brandsDir()
  const shippedIds = listBrandIds(shippedDir)
  const generatedDir = join(work, 'brands')
  generateBrands(shippedDir, generatedDir, generatedCount)
  const shipped: number[] = []
  const generated: number[] = []
  for (let run = 0; run < runs; run++) {
    shipped.push(build(shippedDir, `shipped brands (${shippedIds.length})`))
    generated.push(build(generatedDir, `${generatedCount} generated brands`))
  }
  const shippedSeconds = round1(Math.min(...shipped))
  const generatedSeconds = round1(Math.min(...generated))
  const ratio = Math.round((Math.min(...generated) / Math.min(...shipped)) * 100) / 100
  console.log(
    `build: shipped ${shippedSeconds} s, ${generatedCount} generated ${generatedSeconds} s, ratio ${ratio} (goal ≤ ${timedGoals.buildRatio}) ${ratio <= timedGoals.buildRatio ? 'met' : 'not met'}`,
  )
  writeResults('build', {
    shippedBrands: shippedIds.length,
    shippedSeconds,
    generatedBrands: generatedCount,
    generatedSeconds,
    ratio,
    runs: { shipped: shipped.map(round1), generated: generated.map(round1) },
  })
} finally {
  rmSync(work, { recursive: true, force: true })
}
