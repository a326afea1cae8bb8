/**
 * npm run lighthouse: Lighthouse (mobile preset, performance only) on Home, a lobby and the game
 * list of every brand, in Debian's Chromium, against the build served with the reference platform.
 * Writes bench/results/lighthouse.json. Needs a build (npm run build). Each page runs 5 times
 * (LIGHTHOUSE_RUNS=n for another count); each figure kept is its median over the runs, with the
 * lowest and highest beside it: on a shared machine one load's TBT moves by tens of ms from the next.
 *
 * The pages load over HTTPS with HTTP/2 (the test certificate), as a deployment serves them: over
 * plain HTTP/1.1 a browser opens at most six connections to the server, and Lighthouse's simulated
 * slow network queues every further request behind them. LIGHTHOUSE_HTTP1=1 measures that instead.
 *
 * A brand that shows its pages to signed-in visitors only is measured signed in (the seeded
 * member). Beside Lighthouse's figures, each page reports its main thread's CPU time after first
 * paint within the wall time Lighthouse's 4× slowdown is applied to (scripts/lib/main-thread.ts).
 *
 * First, the same runs measure the machine's floor: a page of one heading and no script, served
 * with the portal's headers (scripts/lib/floor-page.ts), and the same page without them. A goal
 * the floor itself misses cannot be shown on this machine by a page served as the portal is, and
 * the report says so beside the pages' figures.
 */
import { listBrandIds, loadBrands } from '../shared/brands.ts'
import { writeResults } from './lib/bench-results.ts'
import { median, round1, startBenchServer } from './lib/bench-server.ts'
import { timedGoals } from './lib/budgets.ts'
import { startFloorPage } from './lib/floor-page.ts'
import { measure, type LighthouseFigures } from './lib/lighthouse-run.ts'

/** The pages measured: Home, a lobby (live casino) and the RNG game list. */
export const lighthousePages = { home: '/', lobby: '/live', gameList: '/rng' } as const

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const http1 = process.env.LIGHTHOUSE_HTTP1 === '1'
const server = await startBenchServer('lighthouse', { tls: !http1 })

/** A page's figures over its runs: the median of each, and the lowest and highest of the timings. */
export interface LighthouseSummary extends LighthouseFigures {
  range: { score: [number, number]; lcpMs: [number, number]; tbtMs: [number, number] }
}

/**
 * The median of each figure over the runs, each on its own: one load's TBT moves by tens of ms on
 * a shared machine while its score stays put, so the run with the median score can carry any of
 * the runs' TBT. The element named is the one of the run whose LCP is the median.
 */
function summarize(all: LighthouseFigures[]): LighthouseSummary {
  const of = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => all.map((f) => f[key])
  const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]
  const lcpMs = Math.round(median(of('lcpMs')))
  const byLcp = [...all].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(all.length / 2)]!
  return {
    score: Math.round(median(of('score'))),
    lcpMs,
    tbtMs: Math.round(median(of('tbtMs'))),
    cls: median(of('cls')),
    fcpMs: Math.round(median(of('fcpMs'))),
    lcpElement: byLcp.lcpElement,
    benchmarkIndex: Math.round(median(all.map((f) => f.benchmarkIndex))),
    mainThread: medianWork(all.flatMap((f) => (f.mainThread ? [f.mainThread] : []))),
    range: { score: span(of('score')), lcpMs: span(of('lcpMs')), tbtMs: span(of('tbtMs')) },
  }
}

/** The median of each main-thread figure over the runs that have one. */
function medianWork(all: NonNullable<LighthouseFigures['mainThread']>[]) {
  if (!all.length) return undefined
  return {
    wallMs: median(all.map((w) => w.wallMs)),
    cpuMs: median(all.map((w) => w.cpuMs)),
    cpuBlockingMs: median(all.map((w) => w.cpuBlockingMs)),
  }
}

/**
 * Brands that show their pages to signed-in visitors only (loginedToHomePage) are measured as the
 * seeded member: a visitor without a session sees the sign-in instead of each page.
 */
const signedInBrands = new Set(
  loadBrands()
    .brands.filter((brand) => brand.loginedToHomePage)
    .map((brand) => brand.id),
)
const benchMember = 'demo_member'

const results: Record<string, Record<string, LighthouseSummary>> = {}
/** Every run's benchmark index: the machine's speed over the whole measurement. */
const benchmarkIndexes: number[] = []

/**
 * A page of one heading and no script, run as the pages are: served with the portal's headers
 * (`portalHeaders`), or bare, to tell what the headers cost from what the machine does.
 */
async function measureFloor(portalHeaders: boolean) {
  const floorPage = await startFloorPage({ tls: !http1, portalHeaders })
  try {
    const all: LighthouseFigures[] = []
    for (let run = 0; run < runs; run++)
      all.push(await measure(floorPage.url, undefined, { http1 }))
    return summarize(all)
  } finally {
    await floorPage.close()
  }
}

const floor = await measureFloor(true)
const bareFloor = await measureFloor(false)
/** The goals the floor misses: no page served as the portal is can be shown to meet them here. */
const beyondMachine = [
  ...(floor.score < timedGoals.lighthouseScore ? [`score ≥ ${timedGoals.lighthouseScore}`] : []),
  ...(floor.tbtMs > timedGoals.tbtMs ? [`TBT ≤ ${timedGoals.tbtMs} ms`] : []),
  ...(floor.lcpMs > timedGoals.lcpMs ? [`LCP ≤ ${timedGoals.lcpMs} ms`] : []),
]
const floorLine = (f: LighthouseSummary) =>
  `score ${f.score} (${f.range.score.join('–')}), LCP ${round1(f.lcpMs / 1000)} s, TBT ${f.tbtMs} ms (${f.range.tbtMs.join('–')})`
console.log(
  `floor (one heading, no script, the portal's headers): ${floorLine(floor)}` +
    (beyondMachine.length
      ? `; this machine cannot show ${beyondMachine.join(', ')}: the floor misses it`
      : ''),
)
console.log(`the same page without the portal's headers: ${floorLine(bareFloor)}`)
try {
  for (const id of listBrandIds()) {
    results[id] = {}
    for (const [name, path] of Object.entries(lighthousePages)) {
      const all: LighthouseFigures[] = []
      for (let run = 0; run < runs; run++) {
        const session = signedInBrands.has(id)
          ? await server.sessionKeys(id, benchMember)
          : undefined
        all.push(await measure(`${server.origin(id)}${path}`, session, { http1 }))
      }
      benchmarkIndexes.push(...all.map((f) => f.benchmarkIndex))
      const figures = summarize(all)
      results[id][name] = figures
      const met =
        figures.score >= timedGoals.lighthouseScore &&
        figures.lcpMs <= timedGoals.lcpMs &&
        figures.tbtMs <= timedGoals.tbtMs &&
        figures.cls <= timedGoals.cls
      console.log(
        `${id} ${path}: score ${figures.score}, LCP ${round1(figures.lcpMs / 1000)} s, TBT ${figures.tbtMs} ms (${figures.range.tbtMs.join('–')}), CLS ${figures.cls}${met ? '' : ' (goal not met)'}` +
          (figures.mainThread
            ? `; main thread after first paint ${figures.mainThread.cpuMs} ms CPU in ${figures.mainThread.wallMs} ms, blocking on CPU time ${figures.mainThread.cpuBlockingMs} ms`
            : ''),
      )
    }
  }
} finally {
  await server.close()
}
writeResults('lighthouse', {
  preset: 'mobile',
  protocol: http1 ? 'HTTP/1.1' : 'h2',
  runs,
  /** Brands measured signed in, as this seeded account. */
  signedIn: { brands: [...signedInBrands], account: benchMember },
  benchmarkIndex: {
    min: Math.min(...benchmarkIndexes),
    median: median(benchmarkIndexes),
    max: Math.max(...benchmarkIndexes),
  },
  /** A page of one heading and no script with the portal's headers, measured alike, and the goals it misses. */
  floor: { ...floor, goalsMissed: beyondMachine },
  /** The same page without the portal's headers. */
  bareFloor,
  results,
})
