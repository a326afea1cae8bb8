/**
 * npm run bench:console: the operator console's first visit and Lighthouse figures (reported, no
 * goal yet), on the console's host of the build served with the reference platform.
 *
 * - First visit of the sign-in page (what every operator loads first) and of the overview signed
 *   in (a fresh browser context that holds only the session cookie: nothing cached), measured from
 *   the network log as the portal's first visit is (scripts/lib/first-visit.ts).
 * - Lighthouse mobile on the sign-in page, 5 runs (LIGHTHOUSE_RUNS=n), medians with their range.
 *
 * Writes bench/results/console.json, and puts its section into bench/report.md in place (the
 * other sections keep their figures; npm run bench writes them all again).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { devOperatorPassword, devTotpSecret } from '../server/platform/console/seed.ts'
import { totpCode } from '../server/platform/totp.ts'
import { writeResults } from './lib/bench-results.ts'
import { median, round1, startBenchServer } from './lib/bench-server.ts'
import { chromiumArgs, chromiumPath } from './lib/chromium.ts'
import { consoleSection, type ConsoleResults } from './lib/console-report.ts'
import { measureFirstVisit } from './lib/first-visit.ts'
import { measure, type LighthouseFigures } from './lib/lighthouse-run.ts'

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
/** The seeded owner of the default brand's merchant (docs/console.md). */
const operator = 'default.owner'

/** Signs the seeded operator in on the console's sign-in page: password, then the TOTP code. */
async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/sign-in`)
  await page.getByLabel('Username').fill(operator)
  await page.getByLabel('Password').fill(devOperatorPassword)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Authenticator code').fill(totpCode(devTotpSecret(operator)))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/m\/\d+/)
  return new URL(page.url()).pathname
}

const sizes = await (async () => {
  const server = await startBenchServer('bench:console')
  const origin = `http://admin.localhost:${server.port}`
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const signInPage = await browser.newPage()
    const signInVisit = await measureFirstVisit(signInPage, `${origin}/sign-in`, {
      settles: false,
    })
    const overview = await signIn(signInPage, origin)
    const cookies = await signInPage.context().cookies()
    await signInPage.close()
    const fresh = await browser.newContext()
    await fresh.addCookies(cookies)
    const overviewVisit = await measureFirstVisit(await fresh.newPage(), `${origin}${overview}`, {
      settles: false,
    })
    await fresh.close()
    return { signIn: signInVisit, overview: overviewVisit }
  } finally {
    await browser.close()
    await server.close()
  }
})()
for (const [name, figures] of Object.entries(sizes))
  console.log(
    `console ${name}: ${figures.firstVisitJsGzipKB} KB gzip JavaScript in ${figures.jsFiles} files, ` +
      `${figures.firstVisitCssGzipKB} KB gzip CSS, ${figures.firstVisitFontKB} KB of fonts`,
  )

// Lighthouse over HTTPS with HTTP/2, as the portal's pages are measured (scripts/lighthouse.ts).
const all: LighthouseFigures[] = []
{
  const server = await startBenchServer('bench:console', { tls: true })
  try {
    for (let run = 0; run < runs; run++)
      all.push(await measure(`https://admin.localhost:${server.port}/sign-in`))
  } finally {
    await server.close()
  }
}
const of = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => all.map((f) => f[key])
const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]
const results: ConsoleResults = {
  at: new Date().toISOString(),
  firstVisit: Object.fromEntries(
    Object.entries(sizes).map(([name, f]) => [
      name,
      {
        jsGzipKB: f.firstVisitJsGzipKB,
        jsFiles: f.jsFiles,
        cssGzipKB: f.firstVisitCssGzipKB,
        fontKB: f.firstVisitFontKB,
      },
    ]),
  ) as ConsoleResults['firstVisit'],
  lighthouse: {
    runs,
    score: Math.round(median(of('score'))),
    lcpMs: Math.round(median(of('lcpMs'))),
    tbtMs: Math.round(median(of('tbtMs'))),
    cls: median(of('cls')),
    fcpMs: Math.round(median(of('fcpMs'))),
    benchmarkIndex: Math.round(median(all.map((f) => f.benchmarkIndex))),
    range: { score: span(of('score')), lcpMs: span(of('lcpMs')), tbtMs: span(of('tbtMs')) },
  },
}
console.log(
  `console /sign-in: score ${results.lighthouse.score}, LCP ${round1(results.lighthouse.lcpMs / 1000)} s, ` +
    `TBT ${results.lighthouse.tbtMs} ms, CLS ${results.lighthouse.cls}`,
)
writeResults('console', results)

// The section in place: from its heading to the next one.
const reportPath = 'bench/report.md'
const report = readFileSync(reportPath, 'utf8')
const section = `${consoleSection(results).join('\n')}\n`
const start = report.indexOf('\n## Console')
const next = start < 0 ? -1 : report.indexOf('\n## ', start + 1)
// Where npm run bench puts it: before the scale section, else before the durations.
const scaleAt = report.indexOf('\n## Scale')
const durations = scaleAt >= 0 ? scaleAt : report.indexOf('\n## How long each benchmark took')
writeFileSync(
  reportPath,
  start >= 0
    ? `${report.slice(0, start + 1)}${section}${next >= 0 ? report.slice(next + 1) : ''}`
    : durations >= 0
      ? `${report.slice(0, durations + 1)}${section}${report.slice(durations + 1)}`
      : `${report.trimEnd()}\n\n${section}`,
)
console.log(`wrote the console section of ${reportPath}`)
