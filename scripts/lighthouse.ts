/**
 * npm run lighthouse: Lighthouse (mobile preset, performance only) on Home, a lobby and the game
 * list of every brand, in Debian's Chromium, against the build served with the reference platform.
 * Writes bench/results/lighthouse.json. Needs a build (npm run build). Each page runs 3 times
 * (LIGHTHOUSE_RUNS=n for another count) and the run with the median score is kept: on a shared
 * machine one run's TBT moves by ±60 ms from one load to the next.
 *
 * The pages load over HTTPS with HTTP/2 (the test certificate), as a deployment serves them: over
 * plain HTTP/1.1 a browser opens at most six connections to the server, and Lighthouse's simulated
 * slow network queues every further request behind them. LIGHTHOUSE_HTTP1=1 measures that instead.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { listBrandIds } from './lib/brands.ts'
import { writeResults } from './lib/bench-results.ts'
import { median, round1, startBenchServer } from './lib/bench-server.ts'
import { timedGoals } from './lib/budgets.ts'
import { chromiumPath } from './lib/chromium.ts'

/** The pages measured: Home, a lobby (live casino) and the RNG game list. */
export const lighthousePages = { home: '/', lobby: '/live', gameList: '/rng' } as const

export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** The element Lighthouse names as the largest contentful paint, for whoever tunes it. */
  lcpElement?: string
  /** Lighthouse's measure of the machine's CPU at the run (higher is faster). */
  benchmarkIndex: number
}

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const http1 = process.env.LIGHTHOUSE_HTTP1 === '1'
const server = await startBenchServer('lighthouse', { tls: !http1 })

/** One Lighthouse run in a fresh Chromium; a run that fails to trace (it happens under load) is retried. */
async function measure(url: string, attempt = 1): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: chromiumPath() ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The test certificate is self-signed.
      ...(http1 ? [] : ['--ignore-certificate-errors']),
    ],
  })
  let result: Awaited<ReturnType<typeof lighthouse>>
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
  } finally {
    chrome.kill()
  }
  if (!result) throw new Error(`lighthouse: no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    if (attempt < 3) return measure(url, attempt + 1)
    throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.message}`)
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
  )?.items?.[0]?.items
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpElement: lcpItems?.[0]?.node?.selector,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

const results: Record<string, Record<string, LighthouseFigures>> = {}
/** Every run's benchmark index: the machine's speed over the whole measurement. */
const benchmarkIndexes: number[] = []
try {
  for (const id of listBrandIds()) {
    results[id] = {}
    for (const [name, path] of Object.entries(lighthousePages)) {
      const all: LighthouseFigures[] = []
      for (let run = 0; run < runs; run++) all.push(await measure(`${server.origin(id)}${path}`))
      benchmarkIndexes.push(...all.map((f) => f.benchmarkIndex))
      const figures = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)]!
      results[id][name] = figures
      const met =
        figures.score >= timedGoals.lighthouseScore &&
        figures.lcpMs <= timedGoals.lcpMs &&
        figures.tbtMs <= timedGoals.tbtMs &&
        figures.cls <= timedGoals.cls
      console.log(
        `${id} ${path}: score ${figures.score}, LCP ${round1(figures.lcpMs / 1000)} s, TBT ${figures.tbtMs} ms, CLS ${figures.cls}${met ? '' : ' (goal not met)'}`,
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
  benchmarkIndex: {
    min: Math.min(...benchmarkIndexes),
    median: median(benchmarkIndexes),
    max: Math.max(...benchmarkIndexes),
  },
  results,
})
