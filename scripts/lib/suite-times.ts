/** The figures of npm run suite:times (scripts/suite-times.ts), from Playwright's JSON report. */

/** The parts of Playwright's JSON report read here. */
interface Result {
  /** The worker slot (0 … workers − 1) the test ran in. */
  parallelIndex: number
  startTime: string
  /** Milliseconds. */
  duration: number
  retry: number
}
interface Spec {
  title: string
  file: string
  tests: { projectName: string; results: Result[] }[]
}
interface Suite {
  specs?: Spec[]
  suites?: Suite[]
}
export interface Report {
  suites: Suite[]
  stats: { startTime: string; duration: number }
}

/** One run of one test. */
interface Run {
  file: string
  title: string
  project: string
  slot: number
  /** Epoch milliseconds. */
  start: number
  seconds: number
}

/** The lines npm run suite:times prints for `report`, read from `path`. */
export function suiteTimes(report: Report, path: string): string[] {
  const out: string[] = []
  const runs: Run[] = []
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          runs.push({
            file: spec.file,
            title: `${spec.title}${result.retry ? ' (retry)' : ''}`,
            project: test.projectName,
            slot: result.parallelIndex,
            start: Date.parse(result.startTime),
            seconds: result.duration / 1000,
          })
    suite.suites?.forEach(walk)
  }
  report.suites.forEach(walk)

  const runStart = Date.parse(report.stats.startTime)
  const wall = report.stats.duration / 1000
  const total = runs.reduce((sum, run) => sum + run.seconds, 0)
  const fmt = (seconds: number) => `${Math.round(seconds)} s`
  out.push(
    `${path}: ${runs.length} test runs, wall ${fmt(wall)} (${(wall / 60).toFixed(1)} min), ` +
      `${fmt(total)} of tests`,
  )

  // A slot's idle time: the run's span from the first test's start to the last test's end, less the
  // slot's tests (the time before the first test is the platforms' start, the same for every slot).
  const firstStart = Math.min(...runs.map((run) => run.start))
  const lastEnd = Math.max(...runs.map((run) => run.start + run.seconds * 1000))
  const span = (lastEnd - firstStart) / 1000
  out.push(`before the first test: ${fmt((firstStart - runStart) / 1000)}; tests span ${fmt(span)}`)
  const slots = [...new Set(runs.map((run) => run.slot))].sort((a, b) => a - b)
  for (const slot of slots) {
    const busy = runs.filter((run) => run.slot === slot).reduce((sum, run) => sum + run.seconds, 0)
    out.push(`  slot ${slot}: busy ${fmt(busy)}, idle ${fmt(span - busy)}`)
  }

  /** Sums test-seconds by a key, largest first, with each one's share of the whole. */
  function table(heading: string, keyOf: (run: Run) => string, top: number) {
    const sums = new Map<string, { seconds: number; count: number }>()
    for (const run of runs) {
      const entry = sums.get(keyOf(run)) ?? { seconds: 0, count: 0 }
      entry.seconds += run.seconds
      entry.count += 1
      sums.set(keyOf(run), entry)
    }
    out.push('', heading)
    for (const [key, { seconds, count }] of [...sums]
      .sort((a, b) => b[1].seconds - a[1].seconds)
      .slice(0, top))
      out.push(
        `  ${fmt(seconds).padStart(7)} ${((seconds / total) * 100).toFixed(1).padStart(5)} %  ${String(count).padStart(4)}  ${key}`,
      )
  }
  table('test-seconds by file (share, runs)', (run) => run.file, 25)
  table('test-seconds by project', (run) => run.project, 20)

  out.push('', 'longest tests')
  for (const run of [...runs].sort((a, b) => b.seconds - a.seconds).slice(0, 15))
    out.push(`  ${fmt(run.seconds).padStart(6)}  [${run.project}] ${run.file} › ${run.title}`)

  // How many slots were busy, minute by minute: a phase that leaves a slot idle shows as a 1.
  const minutes = Math.ceil(span / 60)
  const line: string[] = []
  for (let minute = 0; minute < minutes; minute += 1) {
    const from = firstStart + minute * 60_000
    const to = from + 60_000
    const busy = runs.reduce((sum, run) => {
      const start = Math.max(run.start, from)
      const end = Math.min(run.start + run.seconds * 1000, to)
      return sum + Math.max(0, end - start)
    }, 0)
    line.push((busy / 60_000).toFixed(1))
  }
  out.push('', `slots busy, minute by minute: ${line.join(' ')}`)
  return out
}
