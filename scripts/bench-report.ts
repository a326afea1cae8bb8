/**
 * Writes bench/report.md from the figures under bench/results/*.json: per brand, every figure of
 * issue 10 with its goal beside it and whether it is met. npm run bench runs it last; it can also
 * run alone (npx tsx scripts/bench-report.ts) on figures already there.
 */
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { listBrandIds, loadBrands } from '../shared/brands.ts'
import { readResults } from './lib/bench-results.ts'
import { sizeBudgets, timedGoals } from './lib/budgets.ts'
import { consoleSection, type ConsoleResults } from './lib/console-report.ts'
import { liveSection, type LiveFigures } from './lib/live-report.ts'
import { scaleSection, type ScaleResults } from './lib/scale-report.ts'
import type { LighthouseSummary } from './lighthouse.ts'

interface Lighthouse {
  runs?: number
  protocol?: string
  benchmarkIndex?: { min?: number; median?: number; max?: number }
  /** Brands measured signed in (figures since 2026-11-27 carry it). */
  signedIn?: { brands: string[]; account: string }
  /**
   * A page of one heading and no script, measured alike (figures since 2026-12-04), served with
   * the portal's headers (since 2026-12-06).
   */
  floor?: Pick<LighthouseSummary, 'score' | 'lcpMs' | 'tbtMs' | 'range'> & { goalsMissed: string[] }
  /** The same page without the portal's headers (figures since 2026-12-06). */
  bareFloor?: Pick<LighthouseSummary, 'score' | 'lcpMs' | 'tbtMs' | 'range'>
  /** Figures written before 2026-11-27 have no range (lowest and highest over the runs). */
  results: Record<
    string,
    Record<string, Omit<LighthouseSummary, 'range'> & Partial<Pick<LighthouseSummary, 'range'>>>
  >
}
type Size = Record<
  string,
  {
    firstVisitJsGzipKB: number
    firstVisitCssGzipKB?: number
    /** What the settled page asked for after the first visit, until the network rested. */
    settledJsGzipKB: number
    phone?: { firstVisitJsGzipKB: number; settledJsGzipKB: number }
    firstVisitFontKB?: number
    /** The pictures' KB in Home's first screen, by screen (phone, laptop). */
    firstScreenImageKB?: Record<string, number>
  }
>
interface Games {
  domNodesAtEnd: number
  firstRenderMs4x: number
  /** The same interval on first visits (a new browser context each load; figures since 2026-12-07). */
  firstRenderFirstVisitMs4x?: number
  /** Reported beside the goal: the same interval on a direct visit, and cards from navigation. */
  firstRenderDirectMs4x?: number
  firstRenderFromNavigationMs4x?: number
  filterMs: number
  /** Reported beside the goal: the same letters to the frame after (figures since 2026-11-27). */
  filterFrameMs?: number
}
type GamesPerBrand = Record<string, Games>
interface Build {
  shippedBrands: number
  shippedSeconds: number
  generatedBrands: number
  generatedSeconds: number
  ratio: number
}
type Platform = Record<string, { rps: number; p99Ms: number }>

const size = readResults<Size>('size')
const lighthouse = readResults<Lighthouse>('lighthouse')
const gamesFile =
  readResults<GamesPerBrand>('games-by-brand') ?? readResults<GamesPerBrand | Games>('games')
const build = readResults<Build>('build')
const platform = readResults<Platform>('platform')
const live = readResults<LiveFigures>('live')
const durations = readResults<Record<string, number>>('durations')

// games.json holds the default brand's figures (npm run bench:games); games-by-brand.json every
// brand's (npm run bench).
const games: GamesPerBrand | undefined =
  gamesFile && 'domNodesAtEnd' in gamesFile
    ? { default: gamesFile as Games }
    : (gamesFile as GamesPerBrand | undefined)

const verdict = (met: boolean) => (met ? 'met' : '**not met**')
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
const missing = (what: string) => row([what, 'not measured', '', ''])
/** " (lowest–highest)" over a page's Lighthouse runs, when there was more than one value. */
const spread = (range: readonly (number | string)[] | undefined) =>
  range && range[0] !== range[1] ? ` (${range[0]}–${range[1]})` : ''

const lines: string[] = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    `${cpus().length} cores, Node ${process.version}. Sizes are deterministic and checked in ` +
    '`npm test`; timings depend on the machine and its load: they are reported, not asserted.' +
    (lighthouse?.runs
      ? ` Lighthouse ran ${lighthouse.runs} times per page; each figure is its median over the runs,` +
        ' with the lowest and highest in brackets, and the goal is judged on the median.'
      : '') +
    (lighthouse?.protocol === 'h2'
      ? ' It loaded the pages over HTTPS with HTTP/2, as a deployment serves them' +
        ' (`LIGHTHOUSE_HTTP1=1 npm run lighthouse` measures plain HTTP/1.1).'
      : lighthouse?.protocol
        ? ` It loaded the pages over plain ${lighthouse.protocol}.`
        : '') +
    (lighthouse?.benchmarkIndex?.median
      ? ` Lighthouse's CPU benchmark index over its runs: median ${lighthouse.benchmarkIndex.median}` +
        ` (${lighthouse.benchmarkIndex.min}–${lighthouse.benchmarkIndex.max}; higher is faster).` +
        ' Its 4× CPU slowdown applies to whatever the machine gives at the time, so TBT and LCP' +
        " grow on a slower or busier machine. Under each TBT, the main thread's tasks after first" +
        ' paint: their CPU time within their wall time, and TBT counted on that CPU time (4× a task,' +
        ' 2× one that laid the page out, less 50 ms, as Lighthouse counts). Lighthouse starts from' +
        " the wall time, which holds the time the thread waited for a core; the CPU time is the page's" +
        ' own work.'
      : '') +
    (lighthouse?.floor
      ? ` The machine's floor, a page of one heading and no script measured the same way` +
        ` (\`scripts/lib/floor-page.ts\`)${lighthouse.bareFloor ? " and served with the portal's headers" : ''}:` +
        ` ${floorFigures(lighthouse.floor)}` +
        (lighthouse.floor.goalsMissed.length
          ? `; it misses ${lighthouse.floor.goalsMissed.join(', ')}, which no page served as the portal is can therefore be shown to meet on this machine.`
          : '.') +
        (lighthouse.bareFloor
          ? ` Without the headers the same page measured ${floorFigures(lighthouse.bareFloor)}:` +
            ' the opener policy (`Cross-Origin-Opener-Policy: same-origin`) moves the page to a' +
            ' renderer process of its own, whose first task Lighthouse counts (docs/performance.md, "The machine\'s floor").'
          : '')
      : ''),
  '',
]

/** A floor page's score, LCP and TBT, each with its lowest and highest over the runs. */
function floorFigures(f: NonNullable<Lighthouse['bareFloor']>) {
  return (
    `score ${f.score}${spread(f.range.score)}, LCP ${f.lcpMs} ms${spread(f.range.lcpMs)},` +
    ` TBT ${f.tbtMs} ms${spread(f.range.tbtMs)}`
  )
}

/** Brands that show their pages to signed-in visitors only: a first visit lands on sign-in. */
const signedInOnly = new Set(
  loadBrands()
    .brands.filter((brand) => brand.loginedToHomePage)
    .map((brand) => brand.id),
)

const pageNames: Record<string, string> = {
  home: 'Home `/`',
  lobby: 'lobby `/live`',
  gameList: 'game list `/rng`',
}
for (const id of listBrandIds()) {
  lines.push(`## ${id}`, '')
  if (signedInOnly.has(id)) {
    const as = lighthouse?.signedIn?.brands.includes(id) ? lighthouse.signedIn.account : undefined
    lines.push(
      `${id} shows its pages to signed-in visitors only (\`loginedToHomePage\`): a first visit to` +
        ' Home lands on the sign-in, and that is what its first-visit sizes measure.' +
        (as
          ? ` Lighthouse measured each page signed in, as the seeded \`${as}\`.`
          : ' These Lighthouse figures were taken without a session: each is the sign-in page.'),
      '',
    )
  }
  lines.push(row(['figure', 'value', 'goal', '']), row(['---', '---:', '---', '---']))
  const s = size?.[id]
  if (s) {
    const js = sizeBudgets.firstVisitJsGzipKB
    lines.push(
      row([
        'first visit to Home: JavaScript, gzip; more once the page settled',
        `${s.firstVisitJsGzipKB} KB; ${s.settledJsGzipKB} KB`,
        `≤ ${js} KB`,
        verdict(s.firstVisitJsGzipKB <= js),
      ]),
    )
    if (s.phone)
      lines.push(
        row([
          '  on a phone (412×915)',
          `${s.phone.firstVisitJsGzipKB} KB; ${s.phone.settledJsGzipKB} KB`,
          `≤ ${js} KB`,
          verdict(s.phone.firstVisitJsGzipKB <= js),
        ]),
      )
    if (s.firstVisitCssGzipKB !== undefined) {
      const css = sizeBudgets.firstVisitCssGzipKB
      lines.push(
        row([
          'first visit to Home: CSS, gzip',
          `${s.firstVisitCssGzipKB} KB`,
          `≤ ${css} KB (our budget)`,
          verdict(s.firstVisitCssGzipKB <= css),
        ]),
      )
    }
    if (s.firstVisitFontKB !== undefined) {
      const fonts = sizeBudgets.firstVisitFontKB
      lines.push(
        row([
          'first visit to Home: fonts',
          `${s.firstVisitFontKB} KB`,
          `≤ ${fonts} KB`,
          verdict(s.firstVisitFontKB <= fonts),
        ]),
      )
    }
    for (const [screen, kb] of Object.entries(s.firstScreenImageKB ?? {})) {
      const images = sizeBudgets.firstScreenImageKB
      lines.push(
        row([
          `pictures in Home's first screen (${screen})`,
          `${kb} KB`,
          `≤ ${images} KB`,
          verdict(kb <= images),
        ]),
      )
    }
  } else lines.push(missing('first visit to Home'))
  const lh = lighthouse?.results[id]
  /** A page's verdict, and whether the machine's floor missed that goal too. */
  const againstFloor = (met: boolean, floorMet: boolean | undefined) =>
    verdict(met) + (!met && floorMet === false ? ' (the floor misses it too)' : '')
  const floor = lighthouse?.floor
  for (const [key, name] of Object.entries(pageNames)) {
    const f = lh?.[key]
    if (!f) {
      lines.push(missing(`Lighthouse mobile, ${name}`))
      continue
    }
    lines.push(
      row([
        `Lighthouse mobile, ${name}: performance`,
        `${f.score}${spread(f.range?.score)}`,
        `≥ ${timedGoals.lighthouseScore}`,
        againstFloor(
          f.score >= timedGoals.lighthouseScore,
          floor && floor.score >= timedGoals.lighthouseScore,
        ),
      ]),
      row([
        `  LCP`,
        `${(f.lcpMs / 1000).toFixed(2)} s${spread(f.range?.lcpMs.map((ms) => (ms / 1000).toFixed(2)))}`,
        `≤ ${timedGoals.lcpMs / 1000} s`,
        againstFloor(f.lcpMs <= timedGoals.lcpMs, floor && floor.lcpMs <= timedGoals.lcpMs),
      ]),
      row([
        `  TBT`,
        `${f.tbtMs} ms${spread(f.range?.tbtMs)}`,
        `≤ ${timedGoals.tbtMs} ms`,
        againstFloor(f.tbtMs <= timedGoals.tbtMs, floor && floor.tbtMs <= timedGoals.tbtMs),
      ]),
      ...(f.mainThread
        ? [
            row([
              `  main thread after first paint: CPU time in wall time; TBT counted on CPU time`,
              `${f.mainThread.cpuMs} in ${f.mainThread.wallMs} ms; ${f.mainThread.cpuBlockingMs} ms`,
              'reported',
              '',
            ]),
          ]
        : []),
      row([`  CLS`, f.cls, `≤ ${timedGoals.cls}`, verdict(f.cls <= timedGoals.cls)]),
    )
  }
  const own = games?.[id]
  const g = own ?? games?.default
  const on = own ? '' : ' (measured on default)'
  if (g) {
    lines.push(
      row([
        `game list: DOM nodes scrolled to the end of 10,000 games${on}`,
        g.domNodesAtEnd,
        `≤ ${timedGoals.gamesDomNodesAtEnd}`,
        verdict(g.domNodesAtEnd <= timedGoals.gamesDomNodesAtEnd),
      ]),
      row([
        `game list: first render at 4× CPU, the answer arriving on a rendered page${on}`,
        `${g.firstRenderMs4x} ms`,
        `≤ ${timedGoals.gamesFirstRenderMs4x} ms`,
        verdict(g.firstRenderMs4x <= timedGoals.gamesFirstRenderMs4x),
      ]),
      ...(g.firstRenderFirstVisitMs4x === undefined
        ? []
        : [
            row([
              `  the same on a first visit (nothing compiled or cached by an earlier load)${on}`,
              `${g.firstRenderFirstVisitMs4x} ms`,
              `≤ ${timedGoals.gamesFirstRenderMs4x} ms`,
              verdict(g.firstRenderFirstVisitMs4x <= timedGoals.gamesFirstRenderMs4x),
            ]),
          ]),
      ...(g.firstRenderDirectMs4x === undefined || g.firstRenderFromNavigationMs4x === undefined
        ? []
        : [
            row([
              `  a direct visit, at 4× CPU: from the answer / from navigation to the first cards`,
              `${g.firstRenderDirectMs4x} / ${g.firstRenderFromNavigationMs4x} ms`,
              'reported',
              '',
            ]),
          ]),
      row([
        `game list: filter by name, a letter typed to the list laid out${on}`,
        `${g.filterMs} ms`,
        `≤ ${timedGoals.gamesFilterMs} ms`,
        verdict(g.filterMs <= timedGoals.gamesFilterMs),
      ]),
      ...(g.filterFrameMs === undefined
        ? []
        : [row([`  to the frame after it`, `${g.filterFrameMs} ms`, 'reported', ''])]),
    )
  } else lines.push(missing('game list'))
  lines.push('')
}

lines.push('## Build (all brands)', '')
if (build) {
  lines.push(
    row(['figure', 'value', 'goal', '']),
    row(['---', '---:', '---', '---']),
    row([
      `\`npm run build\`, the ${build.shippedBrands} shipped brands`,
      `${build.shippedSeconds} s`,
      '',
      '',
    ]),
    row([
      `\`npm run build\`, ${build.generatedBrands} generated brands`,
      `${build.generatedSeconds} s`,
      '',
      '',
    ]),
    row([
      'ratio',
      build.ratio,
      `≤ ${timedGoals.buildRatio}`,
      verdict(build.ratio <= timedGoals.buildRatio),
    ]),
    '',
  )
} else lines.push('Not measured.', '')

lines.push('## Reference platform (loopback, autocannon, 10 connections)', '')
if (platform) {
  const names: Record<string, string> = {
    balance: 'balance',
    balanceAt1000: 'balance at 1,000 req/s',
    gameList: 'game list, page by page',
    gameListSearch: 'game-list search',
    login: 'login (scrypt)',
  }
  lines.push(row(['call', 'req/s', 'p99', 'goal']), row(['---', '---:', '---:', '---']))
  for (const [key, f] of Object.entries(platform)) {
    const goal = key === 'balanceAt1000' ? `p99 ≤ 10 ms: ${verdict(f.p99Ms <= 10)}` : ''
    lines.push(row([names[key] ?? key, f.rps, `${f.p99Ms} ms`, goal]))
  }
  lines.push('')
} else lines.push('Not measured.', '')

if (live) lines.push(...liveSection(live))
else lines.push('## Live events', '', 'Not measured.', '')

// npm run bench does not seed an operator's volume (minutes on its own): the section keeps the
// figures of the last npm run bench:scale, or says how to get them.
const consoleFigures = readResults<ConsoleResults>('console')
if (consoleFigures) lines.push(...consoleSection(consoleFigures))
else lines.push('## Console (operator host)', '', 'Not measured: `npm run bench:console`.', '')

const scale = readResults<ScaleResults>('scale')
if (scale) lines.push(...scaleSection(scale))
else lines.push('## Scale', '', 'Not measured: `npm run bench:scale` (PostgreSQL).', '')

if (durations) {
  lines.push('## How long each benchmark took', '', row(['step', 'seconds']), row(['---', '---:']))
  for (const [step, seconds] of Object.entries(durations)) lines.push(row([step, seconds]))
  lines.push('')
}

writeFileSync(join(process.cwd(), 'bench', 'report.md'), `${lines.join('\n')}`)
console.log('wrote bench/report.md')
