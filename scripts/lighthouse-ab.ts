/**
 * npm run lighthouse:ab -- <build A> <build B> [path] [rounds] [brand]: Lighthouse on one page of
 * two builds, served side by side, the two runs of a round in turn (A first in odd rounds, B first
 * in even ones), so that a machine growing busier or quieter weighs on both. Prints each run and the
 * medians of TBT, LCP and the main thread's CPU and wall time after first paint. On a shared
 * machine one load's TBT moves by hundreds of ms from the next: compare medians of six rounds or
 * more, and the CPU beside the wall time (a change that only moves the wall time moved the wait).
 *
 * Builds: `DIST_DIR=/tmp/build-a npm run build` of each version (or dist/). Defaults: /rng, 6
 * rounds, the default brand; a brand that shows its pages to signed-in visitors only is measured
 * signed in, as npm run lighthouse does.
 */
import { brandOrExit, median, startBenchServer } from './lib/bench-server.ts'
import { measure, type LighthouseFigures } from './lib/lighthouse-run.ts'

const [buildA, buildB, path = '/rng', roundsArg = '6', brandId = 'default'] = process.argv.slice(2)
if (!buildA || !buildB) {
  console.error('lighthouse:ab: name two builds, e.g. npm run lighthouse:ab -- /tmp/build-a dist')
  process.exit(1)
}
const brand = brandOrExit('lighthouse:ab', brandId)

const builds = { A: buildA, B: buildB }
const servers = {
  A: await startBenchServer('lighthouse:ab', { tls: true, dist: buildA, port: 0 }),
  B: await startBenchServer('lighthouse:ab', { tls: true, dist: buildB, port: 0 }),
}
const figures: Record<'A' | 'B', LighthouseFigures[]> = { A: [], B: [] }
try {
  for (let round = 0; round < Number(roundsArg); round++)
    for (const side of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const server = servers[side]
      const session = brand.loginedToHomePage
        ? await server.sessionKeys(brand.id, 'demo_member')
        : undefined
      const run = await measure(`${server.origin(brand.id)}${path}`, session)
      figures[side].push(run)
      console.log(
        `${side} TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms, main thread ${run.mainThread?.cpuMs ?? '?'} ms CPU in ${run.mainThread?.wallMs ?? '?'} ms (blocking on CPU time ${run.mainThread?.cpuBlockingMs ?? '?'} ms), CPU index ${run.benchmarkIndex}`,
      )
    }
} finally {
  await servers.A.close()
  await servers.B.close()
}
for (const side of ['A', 'B'] as const) {
  const all = figures[side]
  const of = (pick: (f: LighthouseFigures) => number | undefined) =>
    median(all.map(pick).filter((n): n is number => n !== undefined))
  console.log(
    `${side} (${builds[side]}): median TBT ${of((f) => f.tbtMs)} ms, LCP ${of((f) => f.lcpMs)} ms, main thread ${of((f) => f.mainThread?.cpuMs)} ms CPU in ${of((f) => f.mainThread?.wallMs)} ms, blocking on CPU time ${of((f) => f.mainThread?.cpuBlockingMs)} ms; TBT of each run ${all.map((f) => f.tbtMs).join(' ')}`,
  )
}
